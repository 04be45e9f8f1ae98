// Whether what is on screen fits a phone's width: the document does not scroll sideways, no table
// cell's content spills into its neighbour, the header's controls do not overlap, and every open
// dialog, menu and list lies inside the window without a sideways scroll of its own. Each problem
// is told by place and element, so that one run lists every page that does not fit.
import type { Page } from '@playwright/test';

/** A phone held upright (an iPhone 12 to 15): the width the issue measured. */
export const PHONE = { width: 390, height: 844 };

/** Open surfaces drawn over the page (Fluent portals them outside the layout). */
const POPUPS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** What does not fit, as readable lines (none when everything fits). */
export function misfits(page: Page): Promise<string[]> {
  // One function without inner named helpers: it is serialized into the page as written.
  return page.evaluate((popups) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}> «${text}»`;
    };
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // The outermost elements reaching beyond the window: where the overflow starts.
      const sticking = [...document.querySelectorAll('body *')].filter(
        (element) => outside(element) && !(element.parentElement && outside(element.parentElement)),
      );
      problems.push(
        `the page is ${scrollWidth} px wide in a ${width} px window; sticking out: ` +
          sticking.slice(0, 3).map(describe).join(', '),
      );
    }
    const spilling = [...document.querySelectorAll('[data-layout] td, [data-layout] th')].filter(
      (cell) => cell.getBoundingClientRect().width > 0 && cell.scrollWidth > cell.clientWidth + 1,
    );
    if (spilling.length > 0)
      problems.push(
        `${spilling.length} table cells spill into their neighbours, e.g. ` +
          spilling.slice(0, 3).map(describe).join(', '),
      );
    // The header's controls share one or two rows: none may be drawn over another.
    const controls = [...document.querySelectorAll('header :is(a, button, input)')].filter(
      (control) => control.getBoundingClientRect().width > 0,
    );
    for (const [index, one] of controls.entries())
      for (const other of controls.slice(index + 1)) {
        const a = one.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1 && !one.contains(other) && !other.contains(one))
          problems.push(`in the header, ${describe(one)} and ${describe(other)} overlap`);
      }
    for (const popup of document.querySelectorAll(popups)) {
      const box = popup.getBoundingClientRect();
      if (box.width === 0) continue;
      if (outside(popup))
        problems.push(
          `${describe(popup)} lies outside the window (${Math.round(box.left)}…${Math.round(box.right)} px)`,
        );
      if (popup.scrollWidth > popup.clientWidth + 1)
        problems.push(`${describe(popup)} scrolls sideways (${popup.scrollWidth} px of content)`);
    }
    return problems;
  }, POPUPS);
}
