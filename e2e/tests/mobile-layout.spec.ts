// Every page of the product (read from the remotes' route trees) fits a phone 390 px wide, in
// Persian (right to left) and in English: the document never scrolls sideways and no table cell
// spills into its neighbour, with the page's tabs, its dialogs and the header's menus open too.
// Each page is opened by the first demo user allowed to see it, the sign-in pages by a visitor;
// every signed-in user also checks the dashboard, whose header differs per user. The contract
// wizard is walked step by step by a customer who has just registered.
import type { Browser, Page } from '@playwright/test';
import { navigateInApp } from '../src/a11y/navigate';
import type { ProductPage } from '../src/a11y/page-catalogue';
import { BASKET_KIND, closeDialog, DIALOGS, openDialog, otherTabs } from '../src/a11y/page-views';
import { expectOneHeading, settle } from '../src/a11y/settle';
import { expect, NO_VISITOR, test, type SweepPlan } from '../src/a11y/sweep-plan';
import { VISITORS, type Visitor } from '../src/a11y/visitors';
import { listenToApp, type AppAnswers } from '../src/mobile/app-answers';
import { PHONE } from '../src/mobile/fit';
import { Problems } from '../src/mobile/problems';
import { signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
import {
  answerQuestionnaire,
  api,
  C,
  fillPersonalStep,
  person,
  registerCustomer,
} from './contracts-support';
import { randomMobile, randomNationalCode } from './keyboard-support';
import { chooseBasket } from './reports-support';
import { closeContext } from '../src/close-context';

const LANGUAGES = ['fa', 'en'] as const;

async function open(page: Page, route: ProductPage, app: AppAnswers): Promise<void> {
  if (route.layout === 'account') await page.goto(route.url, { waitUntil: 'networkidle' });
  else {
    const kind = BASKET_KIND[route.path];
    const basket = kind && app.baskets().find((b) => b.kind === kind);
    if (basket) await chooseBasket(page, basket);
    await navigateInApp(page, route.url);
  }
  await settle(page);
  await expectOneHeading(page, route.url);
}

async function checkDialogsAndTabs(
  page: Page,
  route: ProductPage,
  where: string,
  found: Problems,
  seen: string[],
) {
  for (const dialog of DIALOGS[route.path] ?? []) {
    if (dialog.requires && (await page.getByTestId(dialog.requires).count()) === 0) continue;
    await dialog.open(page);
    await expect(openDialog(page)).toHaveCount(1);
    await settle(page);
    await found.check(page, `${where} › dialog: ${dialog.name}`, seen);
    await closeDialog(page);
  }
  for (const { name, tab } of await otherTabs(page)) {
    await tab.click();
    await settle(page);
    await found.check(page, `${where} › tab: ${name}`, seen);
    if (new URL(page.url()).pathname !== route.url.split('?')[0]) {
      await navigateInApp(page, route.url);
      await settle(page);
    }
  }
}

/** The header's own surfaces this user has: the narrow screen's menu, menus and pickers. */
async function checkHeader(page: Page, where: string, found: Problems, seen: string[]) {
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('hamburger-menu')).toBeVisible();
  await found.check(page, `${where} › menu`, seen);
  await page.keyboard.press('Escape');
  for (const opener of ['administration-menu', 'basket-selector', 'basket-picker']) {
    const button = page.getByTestId(opener);
    if ((await button.count()) === 0) continue;
    await button.click();
    await expect(page.locator('[role="menu"], [role="listbox"]')).toBeVisible();
    await found.check(page, `${where} › ${opener}`, seen);
    await page.keyboard.press('Escape');
  }
}

/** The visitor's own pages; every signed-in visitor checks the dashboard too, for its header. */
function pagesToCheck(visitor: Visitor, plan: SweepPlan): ProductPage[] {
  const mine = [...plan.pagesOf(visitor)];
  const dashboard = plan.pages.find((route) => route.path === '/');
  if (visitor.credentials && dashboard && !mine.includes(dashboard)) mine.unshift(dashboard);
  return mine;
}

async function visit(
  browser: Browser,
  baseURL: string,
  visitor: Visitor,
  mine: ProductPage[],
  problems: Problems,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  const page = await context.newPage();
  const app = listenToApp(page);
  try {
    if (visitor.credentials) await signIn(page, visitor.credentials);
    else await page.goto('/account/login?__tenant=demo', { waitUntil: 'networkidle' });
    await settle(page);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      for (const route of mine) {
        const where = `${route.url} (${language}, ${visitor.label})`;
        await open(page, route, app);
        const seen = await problems.check(page, where);
        if (route.layout === 'account') continue;
        await checkDialogsAndTabs(page, route, where, problems, seen);
        if (route.path === '/') await checkHeader(page, where, problems, seen);
      }
    }
  } finally {
    await closeContext(context);
  }
}

// One test per visitor, shared out between the workers (sweep-plan.ts says who opens which page).
test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS)
  test(`every page fits a phone 390 px wide, in Persian and in English: ${visitor.label}`, async ({
    browser,
    baseURL,
    sweepPlan,
  }) => {
    const problems = new Problems();
    await visit(browser, baseURL, visitor, pagesToCheck(visitor, sweepPlan), problems);
    expect(problems.found, problems.report()).toEqual([]);
  });

test('every page has a demo visitor allowed to open it', ({ sweepPlan }) => {
  expect(sweepPlan.unvisited, NO_VISITOR).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new customer walks the contract wizard', async ({ page, consoleProblems }) => {
    test.setTimeout(120_000);
    consoleProblems.allow(/status of 400/);
    const problems = new Problems();
    const step = async (testId: string) => {
      await expect(page.getByTestId(testId)).toBeVisible();
      await settle(page);
      await problems.check(page, `wizard: ${testId}`);
    };
    await signIn(page, await registerCustomer(page, 'phone'));
    try {
      await page.getByTestId('add-contract').click();
      await step('step-personal');
      await fillPersonalStep(page, person(randomNationalCode(), randomMobile()));
      await page.getByTestId('step-personal').getByTestId('step-next').click();
      await step('step-questionnaire');
      await answerQuestionnaire(page, 1);
      await step('step-basket');
      const basket = page.getByTestId('step-basket');
      await basket.getByRole('radio').first().check();
      await basket.getByTestId('step-next').click();
      await step('step-review');
      const review = page.getByTestId('step-review');
      await review.getByTestId('commitment-desc').fill('متن قرارداد را خواندم.');
      await review.getByTestId('accept-commitment').click();
      await review.getByTestId('step-next').click();
      await step('step-sign');
      await page.getByTestId('step-sign').getByTestId('send-code').click();
      await expect(page.getByTestId('code-sent')).toBeVisible();
      await problems.check(page, 'wizard: step-sign, code sent');
      expect(problems.found, problems.report()).toEqual([]);
    } finally {
      // The throwaway customer's contract in progress is withdrawn; nobody else sees it.
      const own = await api(page, 'GET', `${C}/portfolio-contracts`);
      const contracts = (own.body as { items?: { id: string }[] }).items ?? [];
      for (const contract of contracts)
        await api(page, 'DELETE', `${C}/portfolio-contract/${contract.id}`);
    }
  });
});
