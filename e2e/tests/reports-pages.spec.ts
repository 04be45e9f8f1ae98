// customer1 walks every report page in both of their baskets (special and joint); each page's
// headline figures are checked against the report answers it got from the API, the pages follow
// the basket selector, and the dashboard and TWRR are photographed in RTL.
import type { Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { saveForReview } from '../src/review-screenshot';
import { demoUser, signIn } from '../src/sign-in';
import {
  api,
  approvedBaskets,
  chooseBasket,
  openReport,
  percentText,
  shownAmount,
  type ApprovedBasket,
} from './reports-support';

interface Period {
  fromDate: string;
  toDate: string;
  days: number;
  cumulative: number;
  annualized: number | null;
}

test.describe.configure({ timeout: 240_000 });

test('customer1 walks every report page in both baskets; figures match the API', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  const baskets = await approvedBaskets(page);
  expect(baskets.map((b) => b.kind).sort()).toEqual(['joint', 'special']);
  for (const basket of baskets) {
    await chooseBasket(page, basket);
    await walkBasket(page, basket);
  }
});

async function walkBasket(page: Page, basket: ApprovedBasket) {
  const joint = basket.kind === 'joint';
  const dashboard = await openReport<{
    nav: number;
    sinceStart: Period;
    header: { basketId: string };
  }>(page, '/', /\/api\/app\/report\/dashboard\?/);
  expect(dashboard.header.basketId).toBe(basket.basketID);
  await expectRemotePage(page, 'page-dashboard');
  expect(await shownAmount(page, 'stat-nav-value')).toBe(dashboard.nav);
  await expect(page.getByTestId('stat-twrr-start-value')).toHaveText(
    percentText(dashboard.sinceStart.cumulative),
  );
  await expect(page.getByTestId('chart-nav').locator('svg').first()).toBeVisible();

  const status = await openReport<{ nav: number; items: unknown[] }>(
    page,
    '/portfolioStatus',
    /portfolio-status\?/,
  );
  await expectRemotePage(page, 'page-portfolio-status');
  expect(await shownAmount(page, 'stat-nav-value')).toBe(status.nav);
  await expect(page.getByTestId('data-table').locator('tbody tr')).toHaveCount(
    Math.min(20, status.items.length),
  );

  const mix = await openReport<{ byKind: { percent: number }[] }>(
    page,
    '/assetComposition',
    /asset-composition\?/,
  );
  await expectRemotePage(page, 'page-asset-composition');
  expect(mix.byKind.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)).toBe(10_000);
  await expect(page.getByTestId('chart-by-kind').locator('svg').first()).toBeVisible();

  const turnover = await openReport<{
    closing: number;
    opening: number;
    totalDebit: number;
    totalCredit: number;
  }>(page, '/turnover', /report\/turnover\?/);
  await expectRemotePage(page, 'page-turnover');
  expect(await shownAmount(page, 'stat-closing-value')).toBe(turnover.closing);
  expect(turnover.totalDebit - turnover.totalCredit).toBe(turnover.opening - turnover.closing);

  const sheet = await openReport<{
    netAssets: number;
    assets: { total: number };
    liabilities: { total: number };
  }>(page, '/balanceSheetCurrent', /balance-sheet\?/);
  await expectRemotePage(page, 'page-balance-sheet');
  expect(
    Number(
      await page.getByTestId('sheet-nav').locator('[data-amount]').getAttribute('data-amount'),
    ),
  ).toBe(sheet.netAssets);
  expect(sheet.netAssets).toBe(sheet.assets.total - sheet.liabilities.total);
  expect(sheet.netAssets).toBe(status.nav);

  const shares = await openReport<{ nav: number }>(
    page,
    '/basketShareAssetState',
    /basket-share-asset-state\?/,
  );
  await expectRemotePage(page, 'page-basket-share-asset-state');
  expect(await shownAmount(page, 'stat-nav-value')).toBe(shares.nav);

  const mwrr = await openReport<{ status: string; periodRate: number | null; days: number }>(
    page,
    '/mwrr',
    /report\/mwrr\?/,
  );
  await expectRemotePage(page, 'page-mwrr');
  if (mwrr.status === 'OK') await expect(page.getByTestId('stat-mwrr-value')).toBeVisible();
  else await expect(page.getByTestId('mwrr-status')).toBeVisible();

  const twrr = await openReport<{ result: Period }>(page, '/twrr', /report\/twrr\?/);
  await expectRemotePage(page, 'page-twrr');
  await expect(page.getByTestId('stat-twrr-value')).toHaveText(percentText(twrr.result.cumulative));
  expect(twrr.result.cumulative).toBeCloseTo(dashboard.sinceStart.cumulative, 12);

  const deals = joint ? '/jointShareDeal' : '/shareDeal';
  const list = await openReport<{ totalCount: number; items: unknown[] }>(
    page,
    deals,
    joint ? /joint-share-deals\?/ : /report\/share-deals\?/,
  );
  await expectRemotePage(page, joint ? 'page-joint-share-deal' : 'page-share-deal');
  await expect(page.getByTestId('data-table').locator('tbody tr')).toHaveCount(
    Math.max(1, list.items.length),
  );

  const other = joint ? '/shareDeal' : '/jointShareDeal';
  await page.goto(other);
  if (joint) await expectRemotePage(page, 'page-share-deal');
  else
    await expect(
      page.getByTestId('page-joint-share-deal').getByTestId('report-empty'),
    ).toBeVisible();

  if (joint) {
    const units = await openReport<{ items: { units: number }[] }>(
      page,
      '/basketJointShareAssetState',
      /basket-joint-share-asset-state\?/,
    );
    await expectRemotePage(page, 'page-basket-joint-share-asset-state');
    expect(units.items).toHaveLength(1);
    await page.goto('/specialBasketFinancial');
    await expect(
      page.getByTestId('page-special-basket-financial').getByTestId('report-empty'),
    ).toBeVisible();
  } else {
    const money = await openReport<{ closingNav: number; netGain: number }>(
      page,
      '/specialBasketFinancial',
      /special-basket-financial\?/,
    );
    await expectRemotePage(page, 'page-special-basket-financial');
    expect(await shownAmount(page, 'stat-closingNav-value')).toBe(money.closingNav);
    await page.goto('/basketJointShareAssetState');
    await expect(
      page.getByTestId('page-basket-joint-share-asset-state').getByTestId('report-empty'),
    ).toBeVisible();
  }

  const across = await openReport<{ totalMarketValue: number }>(
    page,
    '/assetStateShare',
    /asset-state-share\?/,
  );
  await expectRemotePage(page, 'page-asset-state-share');
  if (across.totalMarketValue > 0)
    expect(await shownAmount(page, 'stat-total-value-value')).toBe(across.totalMarketValue);
}

test('the report pages follow the basket selector', async ({ page }) => {
  await signIn(page, demoUser('customer1'));
  const [first, second] = await approvedBaskets(page);
  await chooseBasket(page, first!);
  await page.goto('/balanceSheetCurrent');
  await expect(page.getByTestId('report-basket')).toContainText(first!.basketCode);
  const reloaded = page.waitForResponse((r) =>
    r.url().includes(`balance-sheet?basketId=${second!.basketID}`),
  );
  await chooseBasket(page, second!);
  const sheet = (await (await reloaded).json()) as { netAssets: number };
  await expect(page.getByTestId('report-basket')).toContainText(second!.basketCode);
  await expect
    .poll(() => page.getByTestId('sheet-nav').locator('[data-amount]').getAttribute('data-amount'))
    .toBe(String(sheet.netAssets));
});

test('TWRR: Jalali presets, annualised only over a year, full page without the navbar; RTL screenshots saved for review (not compared)', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  const special = (await approvedBaskets(page)).find((b) => b.kind === 'special')!;
  await chooseBasket(page, special);
  await page.goto('/');
  await expectRemotePage(page, 'page-dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('chart-composition').locator('svg').first()).toBeVisible();
  await saveForReview(page, 'dashboard-rtl');

  const since = await openReport<{ result: Period }>(page, '/twrr', /report\/twrr\?/);
  expect(since.result.days).toBeGreaterThanOrEqual(365);
  await expect(page.getByTestId('stat-twrr').getByTestId('not-annualized')).toHaveCount(0);
  await expect(page.getByTestId('stat-twrr')).toContainText(percentText(since.result.annualized!));
  const month = page.waitForResponse((r) => /report\/twrr\?/.test(r.url()));
  await page.getByTestId('preset-thisMonth').click();
  const monthly = (await (await month).json()) as { result: Period };
  expect(monthly.result.days).toBeLessThan(32);
  await expect(page.getByTestId('stat-twrr-value')).toHaveText(
    percentText(monthly.result.cumulative),
  );
  await expect(page.getByTestId('stat-twrr').getByTestId('not-annualized')).toBeVisible();
  await expect(page.getByTestId('chart-twrr').locator('svg').first()).toBeVisible();
  await saveForReview(page, 'twrr-rtl');

  await page.goto('/twrr/1');
  await expectRemotePage(page, 'page-twrr', 'empty');
  await expect(page.getByTestId('main-menu')).toHaveCount(0);
  await expect(page.getByTestId('stat-twrr-value')).toHaveText(
    percentText(since.result.cumulative),
  );
});

test('exports: CSV with a UTF-8 byte order mark, and the asset-state PDF', async ({ page }) => {
  await signIn(page, demoUser('customer1'));
  const special = (await approvedBaskets(page)).find((b) => b.kind === 'special')!;
  await chooseBasket(page, special);
  await openReport(page, '/portfolioStatus', /portfolio-status\?/);
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = await (await csvDownload).createReadStream();
  const bytes: Buffer[] = [];
  for await (const chunk of csv) bytes.push(chunk as Buffer);
  const text = Buffer.concat(bytes);
  expect([...text.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text.toString('utf8')).toContain('نماد');

  await openReport(page, '/basketShareAssetState', /basket-share-asset-state\?/);
  const pdfDownload = page.waitForEvent('download');
  await page.getByTestId('export-pdf').click();
  const pdf = await (await pdfDownload).createReadStream();
  const head: Buffer[] = [];
  for await (const chunk of pdf) head.push(chunk as Buffer);
  expect(Buffer.concat(head).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const info = await api<{ basketCode: string }>(page, '/api/app/basket/current-user-basket-info');
  expect(info.basketCode).toBe(special.basketCode);
});
