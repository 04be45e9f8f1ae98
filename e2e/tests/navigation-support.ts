// Support for the navigation specs: how many rows the navbar's items take, and following an entry
// of a group menu as a user does.
import type { Locator, Page } from '@playwright/test';

/**
 * The rows the header's visible items (its controls and texts) sit on. The bar centres its
 * items vertically, so items of one row share a centre line; a tall item (the basket selector)
 * beside a wrapped menu sits between two rows and counts as one of its own. A drawing (svg) is
 * one item: the parts of the logo's picture sit off its centre line.
 */
export async function headerRows(header: Locator): Promise<number> {
  return header.evaluate((element) => {
    // Leaves and controls: a wrapping list of links is one element but several rows.
    const centres = [...element.querySelectorAll('*')]
      .filter((item) => item.matches('svg') || !item.closest('svg'))
      .filter((item) => item.children.length === 0 || item.matches('a, button, svg'))
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => (box.top + box.bottom) / 2)
      .sort((a, b) => a - b);
    let rows = 0;
    let rowCentre = -Infinity;
    for (const centre of centres) {
      if (centre - rowCentre > 6) {
        rows += 1;
        rowCentre = centre;
      }
    }
    return rows;
  });
}

/** Opens a menu group of the navbar (`Reports`, `Contracts`, `Account`) and follows an entry. */
export async function followMenuEntry(page: Page, group: string, entry: string): Promise<void> {
  await page.getByTestId(`menu-group-${group}`).click();
  await page.getByRole('menuitem', { name: entry }).click();
}
