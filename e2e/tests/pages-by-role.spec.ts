// Issue 31, "pages by role": each person sees pages made for them. Staff (no contract of their
// own) are never shown a customer's contract, button or message; the back office reads the
// reports of any basket it picks; the host's administrator gets no menu that leads to an empty
// page. Screenshots of the changed pages are kept for review in fa and en.
import type { Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { saveForReview } from '../src/review-screenshot';
import { DEMO_ADMIN, demoUser, HOST_ADMIN, signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
import { api, C, signedInPage } from './contracts-support';
import { followMenuEntry } from './navigation-support';
import { closeContext } from '../src/close-context';
import { basketLabel, selectorText } from '../src/basket-selector';

/** Texts and controls only a customer is given. */
const CUSTOMER_ONLY_TEXTS = [/قرارداد شما/, /هنوز سبد تأییدشده‌ای ندارید/, /ثبت قرارداد جدید/];
const CUSTOMER_ONLY_CONTROLS = ['add-contract', 'register-contract', 'progress-SelectBasket'];

async function expectNothingForCustomers(page: Page): Promise<void> {
  for (const text of CUSTOMER_ONLY_TEXTS) await expect(page.getByText(text)).toHaveCount(0);
  for (const id of CUSTOMER_ONLY_CONTROLS) await expect(page.getByTestId(id)).toHaveCount(0);
}

test('the demo tenant’s admin on /assetManagement sees no one’s contract and no customer button', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, '/assetManagement');
  const area = await expectRemotePage(page, 'page-asset-management');
  await expect(area.getByTestId('contract-staff')).toContainText('این صفحه برای مشتریان است');
  await expectNothingForCustomers(page);
  // Nothing of the tenant's contracts, which the admin may list, is on the page.
  const listed = await api(page, 'GET', `${C}/portfolio-contracts?maxResultCount=1000`);
  const contracts = (listed.body as { items: { nationalCode: string; firstName: string | null }[] })
    .items;
  expect(contracts.length).toBeGreaterThan(5);
  const text = (await area.textContent()) ?? '';
  for (const { nationalCode } of contracts.filter((c) => c.nationalCode))
    expect(text).not.toContain(nationalCode);
  // Its own-contract call answers nothing for staff.
  expect((await api(page, 'GET', `${C}/current-user-portfolio-contract`)).body).toBeNull();
  await saveForReview(page, 'asset-management-admin-fa');

  // The link leads to the customers' contracts in the back office.
  await area.getByTestId('go-back-office').click();
  await expectRemotePage(page, 'page-portfolio-modify');
  await page.goBack();
  await switchLanguage(page, 'en');
  await expect(area.getByTestId('contract-staff')).toContainText('This page is for customers');
  await saveForReview(page, 'asset-management-admin-en');
});

test('the back office picks any basket and reads its reports; no customer text anywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demoUser('backoffice'));
  await expectRemotePage(page, 'page-dashboard');
  await expect(page.getByTestId('report-empty')).toContainText('سبدی انتخاب نشده است');
  await expectNothingForCustomers(page);
  await saveForReview(page, 'dashboard-backoffice-fa');

  // customer2's basket, which is not the back office's own.
  const customer2 = await signedInPage(browser, baseURL, demoUser('customer2'));
  const basket = (
    (await api(customer2, 'GET', '/api/app/basket/approved-baskets-list')).body as {
      items: { basketCode: string; basketName: string }[];
    }
  ).items[0]!;
  await closeContext(customer2.context());

  const picker = page.getByTestId('basket-picker');
  await picker.fill(basket.basketCode);
  await expect(page.getByTestId('basket-picker-status')).toHaveText(/نتیجه موجود است/);
  await page.getByRole('option', { name: new RegExp(basket.basketCode) }).click();
  await expect.poll(() => selectorText(picker)).toBe(basketLabel(basket));
  await expect(page.getByTestId('report-basket')).toContainText(basket.basketCode);

  await followMenuEntry(page, 'Reports', 'وضعیت سبد');
  await expectRemotePage(page, 'page-portfolio-status');
  await expect(page.getByTestId('report-basket')).toContainText(basket.basketCode);
  await expect(page.getByTestId('report-empty')).toHaveCount(0);
  await expectNothingForCustomers(page);
  await saveForReview(page, 'portfolio-status-backoffice-fa');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('report-basket')).toContainText(basket.basketCode);
  await saveForReview(page, 'portfolio-status-backoffice-en');
});

test('the host’s administrator lands on the host’s own home, with no Reports or Contracts menu', async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN);
  // A page made for the host (issue 38), not a customer's dashboard without a basket.
  const home = page.getByTestId('page-host-home');
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('مدیریت میزبان');
  await expect(page.getByTestId('page-dashboard')).toHaveCount(0);
  await home.getByRole('link', { name: 'مستأجرها' }).click();
  await expect(page).toHaveURL(/\/tenant-management\/tenants$/);
  await page.goBack();
  await expect(page.getByTestId('administration-menu')).toBeVisible();
  await expect(page.getByTestId('menu-group-Account')).toBeVisible();
  await expect(page.getByTestId('menu-group-Reports')).toHaveCount(0);
  await expect(page.getByTestId('menu-group-Contracts')).toHaveCount(0);
  await expectNothingForCustomers(page);
  await saveForReview(page, 'home-host-admin-fa');
});
