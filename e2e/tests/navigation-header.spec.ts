// Issue 16: at 1366 × 850, the most common laptop screen here, every demo user's header is one
// row in Persian and in English. Each header is also saved as a picture (test-results/header-*)
// for the navigation decision record.
import { expect, test } from '../src/fixtures';
import { demoUser, HOST_ADMIN, signIn, type Credentials } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
import {
  clippedHeaderControls,
  drawerAddresses,
  headerRows,
  mainMenuAddresses,
} from './navigation-support';

const USERS: [string, Credentials][] = [
  ['host-admin', HOST_ADMIN],
  ...['admin', 'backoffice', 'customer1', 'customer2', 'newcustomer'].map(
    (name): [string, Credentials] => [name, demoUser(name)],
  ),
];

for (const [label, credentials] of USERS) {
  test(`${label}'s header is one row at 1366 px in fa and en`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 850 });
    await signIn(page, credentials);
    // The menu settles once the menu access and the baskets are known.
    await page.waitForLoadState('networkidle');
    for (const language of ['fa', 'en'] as const) {
      await switchLanguage(page, language);
      await page.waitForLoadState('networkidle');
      // No hover highlight in the picture.
      await page.mouse.move(0, 800);
      const header = page.getByTestId('navbar');
      await header.screenshot({ path: `test-results/header-${label}-${language}.png` });
      expect(await headerRows(header), `${label} (${language})`).toBe(1);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
    }
  });
}

// Issue 38: at 1280 px the tenant admin's English menu (the longest) was cut off. What does not
// fit moves into «More»: every button shows its whole text inside the header, the header stays one
// row, and the desktop menu still reaches every entry the narrow screen's menu lists.
test("the tenant admin's English header at 1280 px cuts off no entry and reaches every one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 850 });
  await signIn(page, demoUser('admin'));
  await page.waitForLoadState('networkidle');
  await switchLanguage(page, 'en');
  await page.waitForLoadState('networkidle');
  const everyEntry = await drawerAddresses(page);
  expect(everyEntry.length).toBeGreaterThan(3);

  await page.setViewportSize({ width: 1280, height: 850 });
  const header = page.getByTestId('navbar');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await page.mouse.move(0, 800);
  await expect.poll(() => clippedHeaderControls(header)).toEqual([]);
  await header.screenshot({ path: 'test-results/header-admin-en-1280.png' });
  expect(await headerRows(header)).toBe(1);
  expect(await mainMenuAddresses(page)).toEqual(everyEntry);
});

for (const [label, credentials] of [USERS[0]!, USERS[3]!]) {
  test(`${label}'s header fits a 390 px phone in fa and en, its menu behind the toggle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, credentials);
    await page.waitForLoadState('networkidle');
    for (const language of ['fa', 'en'] as const) {
      await switchLanguage(page, language);
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 800);
      const header = page.getByTestId('navbar');
      await header.screenshot({ path: `test-results/header-${label}-${language}-390.png` });
      await expect(page.getByTestId('main-menu')).toHaveCount(0);
      await expect(page.getByTestId('hamburger')).toBeVisible();
      const overflow = await header.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow, `${label} (${language}) wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
}
