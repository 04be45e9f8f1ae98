// Support for the navigation specs: how many rows the navbar's items take.
import type { Locator } from '@playwright/test';

/**
 * The rows the header's visible items (its controls and texts) sit on: an item starts a new row when its top is below
 * the bottom of every item of the row before it.
 */
export async function headerRows(header: Locator): Promise<number> {
  return header.evaluate((element) => {
    // Leaves and controls: a wrapping list of links is one element but several rows.
    const boxes = [...element.querySelectorAll('*')]
      .filter((item) => item.children.length === 0 || item.matches('a, button'))
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .sort((a, b) => a.top - b.top);
    let rows = 0;
    let rowBottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= rowBottom) rows += 1;
      rowBottom = Math.max(rowBottom, box.bottom);
    }
    return rows;
  });
}
