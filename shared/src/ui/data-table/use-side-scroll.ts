// Where a box's content runs past the box sideways (a table on a tablet). A box that scrolls is
// a named region that takes focus, so that keyboard users can scroll it too (WCAG 2.1.1, axe's
// scrollable-region-focusable); a table that fits adds no tab stop. `moreAtEnd` and
// `moreAtStart` say on which side more columns wait, for the visible cue: in Persian the end is
// the left, where the largest digits of a number that is cut would be hidden.
import { useEffect, useState, type RefObject } from 'react';

export interface SideScroll {
  scrolls: boolean;
  moreAtStart: boolean;
  moreAtEnd: boolean;
}

const FITS: SideScroll = { scrolls: false, moreAtStart: false, moreAtEnd: false };

/** Reads a box's sideways scroll; `scrollLeft` counts from the start edge in either direction. */
export function sideScrollOf(box: {
  scrollWidth: number;
  clientWidth: number;
  scrollLeft: number;
}): SideScroll {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return FITS;
  const fromStart = Math.abs(box.scrollLeft);
  return { scrolls: true, moreAtStart: fromStart > 1, moreAtEnd: fromStart < hidden - 1 };
}

const same = (a: SideScroll, b: SideScroll) =>
  a.scrolls === b.scrolls && a.moreAtStart === b.moreAtStart && a.moreAtEnd === b.moreAtEnd;

export function useSideScroll(box: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState<SideScroll>(FITS);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = sideScrollOf(element);
      setState((current) => (same(current, next) ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return state;
}
