// Whether any number on screen is shown in part: a table cell holding digits that a box which
// scrolls sideways (or the window) cuts, so that some of its digits show and the rest are hidden
// past the edge. In Persian the hidden end is the left one, where a number's largest digits are:
// ۱۷٬۱۷۲٬۸۳۸٬۶۲۴ cut there reads ۷۲٬۸۳۸٬۶۲۴. A cell wholly inside or wholly outside a box is fine.
import type { Page } from '@playwright/test';

export interface NumberCells {
  /** How many visible cells hold digits (so that a check over none does not pass). */
  count: number;
  /** Each cut cell: its text and the box that cuts it. */
  cut: string[];
}

export function cutNumberCells(page: Page): Promise<NumberCells> {
  // One function without inner named helpers: it is serialized into the page as written.
  return page.evaluate(() => {
    const DIGIT = /[0-9۰-۹٠-٩]/;
    const cells = [...document.querySelectorAll<HTMLElement>('[data-layout] td')].filter(
      (cell) => DIGIT.test(cell.innerText) && cell.checkVisibility(),
    );
    const cut: string[] = [];
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      const edges: { name: string; left: number; right: number }[] = [
        { name: 'the window', left: 0, right: window.innerWidth },
      ];
      for (let parent = cell.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible' || parent.scrollWidth <= parent.clientWidth + 1) continue;
        const frame = parent.getBoundingClientRect();
        const left = frame.left + parent.clientLeft;
        edges.push({
          name: `<${parent.tagName.toLowerCase()} class="${parent.className}">`,
          left,
          right: left + parent.clientWidth,
        });
      }
      for (const edge of edges) {
        const inside = box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5;
        const outside = box.right <= edge.left + 0.5 || box.left >= edge.right - 0.5;
        if (!inside && !outside)
          cut.push(`«${cell.innerText.replace(/\s+/g, ' ').trim()}» cut by ${edge.name}`);
      }
    }
    return { count: cells.length, cut };
  });
}
