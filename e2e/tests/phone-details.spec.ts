// Issue 38 on a phone 390 px wide: what the whole-product sweep (mobile-layout.spec) cannot tell,
// since each of these fitted the screen and still read badly. The host's feature dialog gave its
// features a 91 px column beside the group tabs; /twrr/1 (the report without the shell) touched
// the screen's edges; the report's basket badge broke its code as «SB- / 00001»; a date typed as
// 1405/13/40 turned silently back into the previous one; the period's day count read «1,826 روز». Each view is also saved as a picture
// (test-results/phone-*).
import type { Locator, Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { PHONE } from '../src/mobile/fit';
import { demoUser, HOST_ADMIN, signIn } from '../src/sign-in';
import { approvedBaskets, chooseBasket } from './reports-support';

test.use({ viewport: PHONE });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'drawn on screen').not.toBeNull();
  return found!;
}

/** How many lines an inline element's text takes (a broken word takes two). */
const lineCount = (element: Locator) =>
  element.evaluate((inline) => new Set([...inline.getClientRects()].map((r) => r.top)).size);

/** customer1's own basket (SB-00001 and the like: the code that broke at its hyphen). */
async function chooseSpecialBasket(page: Page) {
  await chooseBasket(
    page,
    (await approvedBaskets(page)).find((b) => b.kind === 'special')!,
  );
}

async function twrrOfBasket(page: Page, path: string, layout = 'application') {
  await page.goto(path);
  await expectRemotePage(page, 'page-twrr', layout);
  await expect(page.getByTestId('period-picker')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test("the host's feature dialog gives the features the dialog's width, its groups above them", async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN, '/setting-management');
  await expectRemotePage(page, 'page-settings');
  await page.getByTestId('settings-tab-FeatureManagement').click();
  await page.getByTestId('manage-host-features').click();
  const dialog = page.getByRole('dialog');
  const features = dialog.getByRole('tabpanel');
  await expect(features.locator('input').first()).toBeVisible();
  const [tabs, panel, whole] = [
    await box(dialog.getByRole('tablist')),
    await box(features),
    await box(dialog),
  ];
  await page.screenshot({ path: 'test-results/phone-host-features.png' });
  expect(panel.width, 'the features take the dialog’s width').toBeGreaterThan(whole.width * 0.75);
  expect(tabs.y + tabs.height, 'the group tabs sit above the features').toBeLessThanOrEqual(
    panel.y + 1,
  );
});

test('/twrr/1 keeps the page margins of the application layout, and the basket code is one word', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await chooseSpecialBasket(page);
  await twrrOfBasket(page, '/twrr');
  const inShell = await box(page.getByTestId('period-picker'));
  const code = page.getByTestId('report-basket').locator('bdi').last();
  await expect(code).toHaveText(/^SB-\d+$/);
  await page.screenshot({ path: 'test-results/phone-twrr.png' });
  expect(await lineCount(code), `«${await code.textContent()}» on one line`).toBe(1);
  // The period's day count comes through a text's {{count, number}}: Persian digits too.
  await expect(page.getByTestId('stat-twrr-period')).toContainText(/[۰-۹] روز/);
  await expect(page.getByTestId('stat-twrr-period')).not.toContainText(/[0-9]/);

  await twrrOfBasket(page, '/twrr/1', 'empty');
  const alone = await box(page.getByTestId('period-picker'));
  await page.screenshot({ path: 'test-results/phone-twrr-alone.png' });
  expect(alone.x, 'a margin at the start as in the application layout').toBeGreaterThanOrEqual(8);
  expect(
    Math.abs(alone.x - inShell.x),
    'the same margins as the application layout',
  ).toBeLessThanOrEqual(1);
  expect(Math.abs(alone.width - inShell.width)).toBeLessThanOrEqual(1);
});

test('a date that is not one (1405/13/40) is named in a Persian message, not silently undone', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await chooseSpecialBasket(page);
  await twrrOfBasket(page, '/twrr');
  const from = page.getByTestId('period-from');
  await from.fill('1405/13/40');
  await from.press('Enter');
  const message = page.getByText('«۱۴۰۵/۱۳/۴۰» تاریخ درستی نیست؛ تاریخ را مانند');
  await expect(message).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-invalid-date.png' });
  await from.fill('۱۴۰۴/۰۱/۰۱');
  await from.press('Enter');
  await expect(message).toHaveCount(0);
});
