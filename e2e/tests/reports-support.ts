// Page helpers of the report specs: the API as the signed-in page calls it, the basket
// selector, Persian number texts, and waiting for a page's own report answer.
import { expect, type Page, type Response } from '@playwright/test';
import { apiAuthorization } from '../src/api-auth';
import { basketLabel, pageLanguage, selectorText } from '../src/basket-selector';

export interface ApprovedBasket {
  basketID: string;
  basketName: string;
  basketCode: string;
  kind: 'special' | 'joint';
}

/** GET through the page's own session (the access token the app keeps in sessionStorage). */
export async function api<T>(page: Page, path: string): Promise<T> {
  const headers = await apiAuthorization(page, 'GET', path);
  return page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    },
    { url: path, headers },
  ) as Promise<T>;
}

export async function approvedBaskets(page: Page): Promise<ApprovedBasket[]> {
  return (await api<{ items: ApprovedBasket[] }>(page, '/api/app/basket/approved-baskets-list'))
    .items;
}

export async function chooseBasket(page: Page, basket: ApprovedBasket): Promise<void> {
  const selector = page.getByTestId('basket-selector');
  const label = basketLabel(basket, await pageLanguage(page));
  if ((await selectorText(selector)).includes(basket.basketCode)) return;
  await selector.click();
  await page.getByRole('option', { name: label }).click();
  await expect.poll(() => selectorText(selector)).toBe(label);
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string) => text.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!);

/** A ratio as the pages show it: ۱۲٫۳۴٪ (two decimals; minus with an LRM like Intl). */
export function percentText(ratio: number): string {
  const fixed = (ratio * 100).toFixed(2);
  const negative = fixed.startsWith('-') && Number(fixed) !== 0;
  const [integer = '', fraction = ''] = fixed.replace('-', '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u066C');
  return `${negative ? '\u200E\u2212' : ''}${persian(`${grouped}\u066B${fraction}`)}\u066A`;
}

/** The amount a stat card or cell shows, from its `data-amount`. */
export async function shownAmount(page: Page, testId: string): Promise<number> {
  return Number(
    await page.getByTestId(testId).locator('[data-amount]').first().getAttribute('data-amount'),
  );
}

/**
 * Opens a page and returns the JSON answer of the report call it makes (the last one). The wait
 * starts once the new document is committed: an answer to the page being left (a basket switch
 * refetching the dashboard, say) is not its answer, and its body is gone after the navigation.
 */
export async function openReport<T>(page: Page, path: string, call: RegExp): Promise<T> {
  await page.goto(path, { waitUntil: 'commit' });
  const answer = await page.waitForResponse(
    (r: Response) => call.test(r.url()) && r.status() === 200,
  );
  return (await answer.json()) as T;
}
