// Issue 16: at 1366 × 850, the most common laptop screen here, every demo user's header is one
// row in Persian and in English. Each header is also saved as a picture (test-results/header-*)
// for the navigation decision record.
import { expect, test } from '../src/fixtures';
import { demoUser, HOST_ADMIN, signIn, type Credentials } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
import { headerRows } from './navigation-support';

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
