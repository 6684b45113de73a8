import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width an element is given, so charts draw at their real pixel size (text and dots keep their
 * shape) instead of stretching one viewBox; `fallback` until measured (and where there is no
 * ResizeObserver, as in tests).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(240, Math.round(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
