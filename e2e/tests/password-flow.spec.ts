// The password-flow mode (spec §4): a deployment started with CRM_AUTH_MODE=password serves the
// same build; the page reads the mode from the environment document and signs in in-app.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { rmSync } from 'node:fs';
import { startProduct, stopProduct, type RunningProduct } from '../src/product';
import { expectNewDocument, markWindow } from '../src/reload-marker';
import { signOut } from '../src/user-menu';
import { accessTokenClaims, keptKeys } from './dpop-support';

let product: RunningProduct;

test.beforeAll(async () => {
  // A second product, from a copy of the run's template like the workers' own: a fresh database
  // (migrations, demo data, the releases' files) once took over three minutes under a full run.
  test.setTimeout(180_000);
  product = await startProduct(
    { CRM_AUTH_MODE: 'password' },
    { build: false, template: process.env.CRM_E2E_TEMPLATE_DIR },
  );
});
test.afterAll(async () => {
  if (!product) return;
  await stopProduct(product);
  rmSync(product.dataDir, { recursive: true, force: true });
  if (product.record) rmSync(product.record, { force: true });
});

async function signInWithForm(page: Page, rememberMe: boolean) {
  await page.goto(`${product.baseUrl}/account/login?__tenant=demo`);
  await expect(page.getByTestId('tenant-box')).toContainText('demo');
  await page.locator('input[name="userNameOrEmailAddress"]').fill('customer1');
  await page.locator('input[name="password"]').fill('1q2w3E*');
  const remember = page.getByRole('checkbox');
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test('signs in with the in-app form (no redirect), remembering the user with a capped cookie', async ({
  page,
}) => {
  await signInWithForm(page, true);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('passwordFlow'))).toBe('true');
  // The password grant carried a DPoP proof: the tokens are bound to the sign-in's key.
  expect((await accessTokenClaims(page)).cnf).toEqual({ jkt: expect.any(String) });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rememberMe');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13);
  expect(days).toBeLessThanOrEqual(14);
});

test('without remember-me the cookie lasts for the browser session only', async ({ page }) => {
  await signInWithForm(page, false);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rememberMe');
  expect(cookie?.expires).toBe(-1);
});

test('signing out revokes the token and goes to /, which asks to sign in again', async ({
  page,
}) => {
  await signInWithForm(page, false);
  await markWindow(page);
  const toRoot = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
  );
  await signOut(page);
  // The guards show the login form at once; the sign-out then leaves for `/`, a new document,
  // whose guards ask to sign in again. The test ends once that document is there: a page closed
  // as its navigation commits can hang the close (src/close-context.ts).
  await toRoot;
  await expectNewDocument(page);
  await page.waitForURL(/\/account\/login/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('passwordFlow'),
      sessionStorage.getItem('access_token'),
    ]),
  ).toEqual([null, null]);
  expect(await keptKeys(page)).toEqual({ tabKey: null, stored: [] });
});

test("a wrong password shows the provider's message", async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 400/);
  await page.goto(`${product.baseUrl}/account/login?__tenant=demo`);
  await page.locator('input[name="userNameOrEmailAddress"]').fill('customer1');
  await page.locator('input[name="password"]').fill('wrong');
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
});
