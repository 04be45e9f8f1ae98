// Charts draw at their container's width: measured before the first paint, then followed
// with a ResizeObserver. Where nothing is laid out (jsdom) the fallback width stays.
import { useLayoutEffect, useRef, useState } from 'react';

export const FALLBACK_WIDTH = 600;

export function useContainerWidth<T extends HTMLElement>(fallback = FALLBACK_WIDTH) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
