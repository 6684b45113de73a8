import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * Arrow keys, Home and End between a chart's points: the chart is one tab stop, and the points
 * are reached inside it (the roving tabindex of the WAI-ARIA practices), not thirty tab presses.
 */
export function nextIndex(event: KeyboardEvent, index: number, count: number): number | undefined {
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A chart's points as one tab stop: which point is shown (hovered or focused), which one holds
 * the tab stop, and the props each point's target takes (focus, pointer, arrow keys).
 */
export function useRovingPoints(count: number) {
  const [shown, setShown] = useState<number | null>(null);
  const [current, setCurrent] = useState(Math.max(0, count - 1));
  const targets = useRef<(SVGRectElement | null)[]>([]);
  const targetProps = (i: number) => ({
    ref: (node: SVGRectElement | null) => {
      targets.current[i] = node;
    },
    tabIndex: i === current ? 0 : -1,
    onMouseEnter: () => setShown(i),
    onMouseLeave: () => setShown(null),
    onFocus: () => {
      setCurrent(i);
      setShown(i);
    },
    onBlur: () => setShown(null),
    onKeyDown: (event: KeyboardEvent) => {
      const next = nextIndex(event, i, count);
      if (next === undefined) return;
      event.preventDefault();
      setCurrent(next);
      setShown(next);
      targets.current[next]?.focus();
    },
  });
  return { shown, targetProps };
}
