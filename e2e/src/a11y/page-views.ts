// What an audit opens on a page besides its first view: every tab of its tab lists, and the
// dialogs listed here by the page's route (the ones a user opens with the page's own buttons).
import { expect, type Locator, type Page } from '@playwright/test';

export interface DialogOpener {
  name: string;
  /** The test id of an element only some users have (a tab): without it there is no dialog. */
  requires?: string;
  open: (page: Page) => Promise<void>;
}

const byTestId =
  (testId: string): DialogOpener['open'] =>
  (page) =>
    page.getByTestId(testId).first().click();

/**
 * Opens the rows' action menus in turn until one offers `action`, then presses it: a row may
 * leave an action out (the signed-in user cannot delete themselves, nor anyone a static role),
 * and which row comes first depends on what earlier tests added.
 */
export const rowAction =
  (action: string): DialogOpener['open'] =>
  async (page) => {
    const menus = page.getByTestId('row-actions');
    await expect(menus.first()).toBeVisible();
    for (let index = 0; index < (await menus.count()); index++) {
      await menus.nth(index).click();
      await expect(page.getByRole('menu')).toBeVisible();
      const item = page.getByTestId(`row-action-${action}`);
      if ((await item.count()) > 0) return item.click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    throw new Error(`no row on the first page offers ${action}`);
  };

export const DIALOGS: Record<string, DialogOpener[]> = {
  '/identity/users': [{ name: 'new user', open: byTestId('list-create') }],
  '/identity/roles': [
    { name: 'new role', open: byTestId('list-create') },
    { name: 'permissions', open: rowAction('Permissions') },
  ],
  '/tenant-management/tenants': [
    { name: 'new tenant', open: byTestId('list-create') },
    { name: 'tenant features', open: rowAction('Features') },
  ],
  '/setting-management': [
    {
      name: 'send test e-mail',
      open: async (page) => {
        await page.getByTestId('settings-tab-Emailing').click();
        await page.getByTestId('send-test-email').click();
      },
    },
    {
      name: 'host features',
      requires: 'settings-tab-FeatureManagement',
      open: async (page) => {
        await page.getByTestId('settings-tab-FeatureManagement').click();
        await page.getByTestId('manage-host-features').click();
      },
    },
  ],
  '/portfolioModify': [{ name: 'contract', open: byTestId('open-contract') }],
  '/portfolioModify/baskets': [{ name: 'new basket', open: byTestId('new-basket') }],
  '/portfolioWage': [{ name: 'new wage plan', open: byTestId('new-wage-plan') }],
  '/questionModify': [
    { name: 'new question', open: byTestId('new-question') },
    { name: 'questionnaire preview', open: byTestId('preview-questionnaire') },
  ],
};

/** Report pages made for one basket kind: audited with a basket of that kind selected. */
export const BASKET_KIND: Record<string, 'special' | 'joint'> = {
  '/basketJointShareAssetState': 'joint',
  '/jointShareDeal': 'joint',
  '/specialBasketFinancial': 'special',
};

/** The open dialog (Fluent keeps a closing one in the page for its exit animation). */
export function openDialog(page: Page): Locator {
  return page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
}

export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
}

/**
 * The page's tabs that are not selected yet (outside dialogs), with their names, read at once
 * (a page that is still settling may redraw its tabs between two reads). The period presets of
 * the reports are tabs too, but they change the figures, not the page.
 */
export async function otherTabs(page: Page): Promise<{ name: string; tab: Locator }[]> {
  // Each tab by its place among all the page's tabs, which clicking does not change (a place
  // among the unselected ones would move as the selection moves).
  const selector = '[data-layout] [role="tab"]';
  const others = await page.evaluate(
    (tabs) =>
      [...document.querySelectorAll(tabs)]
        .map((tab, index) => ({ tab, index, name: (tab.textContent ?? '').trim() }))
        .filter(
          ({ tab }) =>
            tab.getAttribute('aria-selected') === 'false' &&
            !tab.closest('[data-testid="period-picker"]'),
        )
        .map(({ index, name }) => ({ index, name })),
    selector,
  );
  return others.map(({ index, name }) => ({ name, tab: page.locator(selector).nth(index) }));
}
