import type { KeyboardEvent } from 'react';

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
