// Support for the navigation specs: how many rows the navbar's items take, which of its controls
// are cut off, the addresses its menus reach, and following an entry of a group menu as a user does.
import { expect, type Locator, type Page } from '@playwright/test';

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

/** The header's buttons and links whose text is cut off or that stick out of the header. */
export async function clippedHeaderControls(header: Locator): Promise<string[]> {
  return header.evaluate((element) => {
    const bar = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const cut = control.scrollWidth > control.clientWidth;
        const outside = box.left < bar.left - 0.5 || box.right > bar.right + 0.5;
        return cut || outside;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || '?');
  });
}

/** The addresses a Fluent menu opened by `trigger` lists; the menu is closed again. */
async function menuAddresses(page: Page, trigger: Locator): Promise<string[]> {
  await trigger.click();
  const items = page.getByRole('menu').last().getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const addresses = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return addresses;
}

/**
 * Every address the desktop menu reaches: its links on the row, and the entries of each group
 * menu and of the «More» menu, opened in turn.
 */
export async function mainMenuAddresses(page: Page): Promise<string[]> {
  const menu = page.getByTestId('main-menu');
  const addresses = await menu
    .locator('a[href]:visible')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const trigger of await menu.locator('button:visible').all())
    addresses.push(...(await menuAddresses(page, trigger)));
  return addresses.sort();
}

/** Every address of the narrow screen's menu (behind the toggle), which lists all entries. */
export async function drawerAddresses(page: Page): Promise<string[]> {
  await page.getByTestId('hamburger').click();
  const drawer = page.getByTestId('hamburger-menu');
  await expect(drawer).toBeVisible();
  const addresses = await drawer
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  await page.getByTestId('hamburger').click();
  return addresses.sort();
}
