// Whether a box's content is wider than the box (a table on a phone): such a box is a named
// region that takes focus, so that keyboard users can scroll it too (WCAG 2.1.1, axe's
// scrollable-region-focusable). A table that fits adds no tab stop.
import { useEffect, useState, type RefObject } from 'react';

export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
