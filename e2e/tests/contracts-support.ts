// Support for the contract specs: API calls as the user of a tab, fresh customers of the demo
// tenant, a second signed-in browser for the back office, and the wizard's steps in the UI.
import { expect, type Browser, type Page } from '@playwright/test';
import { demoUser, signIn, type Credentials } from '../src/sign-in';
import { apiAuthorization } from '../src/api-auth';

export const C = '/api/app/portfolio-contract';

export interface Person {
  firstName: string;
  lastName: string;
  /** Typed with Persian digits, as a Persian keyboard gives them. */
  nationalCode: string;
  mobile: string;
  birthDate: string;
  address: string;
  sheba: string;
  /** The mobile as stored (Latin digits), to find its SMS in the outbox. */
  mobileLatin: string;
  nationalCodeLatin: string;
}

export function person(nationalCode: string, mobile: string): Person {
  const persian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  return {
    firstName: 'نگار',
    lastName: 'امینی',
    nationalCode: persian(nationalCode),
    mobile: persian(mobile),
    birthDate: '۱۳۶۹/۰۱/۱۵',
    address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
    sheba: 'IR82 0540 1026 8002 0817 9090 02',
    mobileLatin: mobile,
    nationalCodeLatin: nationalCode,
  };
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The anti-forgery header a request carrying the tab's cookies must send (spec §7). */
async function antiForgery(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { RequestVerificationToken: decodeURIComponent(cookie.value) } : {};
}

/** Calls the API as the user signed in in `page`, in Persian unless told otherwise. */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  language = 'fa',
): Promise<ApiAnswer> {
  const response = await page.request.fetch(url, {
    method,
    headers: {
      ...(await apiAuthorization(page, method, url)),
      'Accept-Language': language,
      'X-Requested-With': 'XMLHttpRequest',
      ...(await antiForgery(page)),
    },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a text answer
  }
  return { status: response.status(), body };
}

/** A new customer of the demo tenant (self-registration is on there), without a contract. */
export async function registerCustomer(page: Page, prefix: string): Promise<Credentials> {
  const userName = `${prefix}${Date.now().toString(36)}`;
  const password = `Pw ${Date.now()} long enough`;
  const response = await page.request.post('/api/account/register', {
    headers: {
      __tenant: 'demo',
      'X-Requested-With': 'XMLHttpRequest',
      ...(await antiForgery(page)),
    },
    data: { userName, emailAddress: `${userName}@example.com`, password, appName: 'Crm_App' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { tenant: 'demo', userName, password };
}

/** Another browser, signed in (the back office beside a customer). */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  credentials: Credentials,
  path = '/',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  const page = await context.newPage();
  await signIn(page, credentials, path);
  return page;
}

export const backOffice = () => demoUser('backoffice');

/** The newest signing code sent to a mobile, read from the SMS outbox by the back office. */
export async function latestCode(backofficePage: Page, mobile: string): Promise<string> {
  const outbox = await api(backofficePage, 'GET', `/api/app/sms-outbox?mobile=${mobile}`);
  expect(outbox.status).toBe(200);
  const body = (outbox.body as { items: { body: string }[] }).items[0]?.body ?? '';
  return /(\d{6})/.exec(body)![1]!;
}

export async function fillPersonalStep(page: Page, who: Person): Promise<void> {
  const step = page.getByTestId('step-personal');
  await expect(step).toBeVisible();
  for (const field of ['firstName', 'lastName', 'nationalCode', 'mobile', 'sheba'] as const)
    await step.getByTestId(`field-${field}`).fill(who[field]);
  await step.getByTestId('field-birthDate').fill(who.birthDate);
  await step.getByTestId('field-birthDate').blur();
  await step.getByTestId('field-address').fill(who.address);
}

/** Answers every question with its answer at `index` (the demo's weights: 0, 2, 4). */
export async function answerQuestionnaire(page: Page, index: number): Promise<void> {
  const step = page.getByTestId('step-questionnaire');
  await expect(step.getByTestId('question').first()).toBeVisible();
  for (const question of await step.getByTestId('question').all())
    await question.getByRole('radio').nth(index).check();
  await step.getByTestId('step-next').click();
}

/** Moves the customer's contract to the next step through the back office's contract list. */
export async function openContractOf(backofficePage: Page, nationalCode: string): Promise<void> {
  await backofficePage.goto('/portfolioModify');
  await backofficePage.getByTestId('search-national-code').fill(nationalCode);
  await expect(backofficePage.getByTestId('open-contract')).toHaveCount(1);
  await backofficePage.getByTestId('open-contract').click();
  await expect(backofficePage.getByTestId('contract-facts')).toBeVisible();
}

export async function confirmDialog(page: Page): Promise<void> {
  await page.getByTestId('confirmation').getByRole('button').last().click();
}

/** Cancels every open or active contract of a national code (leaves the customer as found). */
export async function cancelContracts(backofficePage: Page, nationalCode: string) {
  const list = await api(
    backofficePage,
    'GET',
    `${C}/portfolio-contracts?nationalCode=${nationalCode}`,
  );
  const items = (list.body as { items: { id: string; stateCode: string }[] }).items;
  for (const contract of items)
    if (!['Rejected', 'Cancelled', 'Expired'].includes(contract.stateCode))
      await api(backofficePage, 'POST', `${C}/update-portfolio-contract`, {
        id: contract.id,
        stateCode: 'Cancelled',
      });
}

/**
 * Presses "check now" on the pending step. The page also asks by itself every 10 s, so on a slow
 * machine it may have moved on before the press: that is the same outcome, not a failure.
 */
export async function checkApproval(page: Page): Promise<void> {
  await page
    .getByTestId('check-approval')
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if (await page.getByTestId('step-pending').isVisible()) throw error;
    });
}
