// axe-core over every page of the product (read from the remotes' route trees), each opened by a
// demo user allowed to see it, in Persian (right to left) and in English: the page, each of its
// tabs and the dialogs its buttons open. Any serious or critical violation fails the run, listed
// by place, rule and element; lesser ones are attached to the report. One test per visitor, each
// signing in once; the pages are shared out among the visitors in one place (sweep-plan.ts).
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { audit } from '../src/a11y/axe';
import { countByRule, Findings, formatFindings } from '../src/a11y/findings';
import { navigateInApp } from '../src/a11y/navigate';
import type { ProductPage } from '../src/a11y/page-catalogue';
import { BASKET_KIND, closeDialog, DIALOGS, openDialog, otherTabs } from '../src/a11y/page-views';
import { expectOneHeading, settle } from '../src/a11y/settle';
import { expect, NO_VISITOR, test, type SweepPlan } from '../src/a11y/sweep-plan';
import { VISITORS, type Visitor } from '../src/a11y/visitors';
import { signIn } from '../src/sign-in';
import { realResetLink, switchLanguage } from './accessibility-support';
import { approvedBaskets, chooseBasket } from './reports-support';
import { closeContext } from '../src/close-context';

const LANGUAGES = ['fa', 'en'] as const;

interface Run {
  /** Real addresses found on the way (a reset link), by route path. */
  addresses: Map<string, string>;
  findings: Findings;
}

async function open(page: Page, url: string, layout: ProductPage['layout']): Promise<void> {
  // The account pages are seen before signing in, where the login page redirects through the
  // identity provider: a real load, waited for until the network is quiet.
  if (layout === 'account') await page.goto(url, { waitUntil: 'networkidle' });
  else await navigateInApp(page, url);
  await settle(page);
}

async function auditPage(page: Page, where: string, findings: Findings): Promise<void> {
  await expectOneHeading(page, where);
  await settle(page);
  findings.add(where, await audit(page));
}

/**
 * Every other tab of the page. A tab that is a route of its own is audited as that route: the
 * sweep comes back to this page and goes on with the remaining tabs.
 */
async function auditTabs(page: Page, where: string, findings: Findings): Promise<void> {
  const here = new URL(page.url());
  for (const { name, tab } of await otherTabs(page)) {
    await tab.click();
    if (new URL(page.url()).pathname !== here.pathname) {
      await navigateInApp(page, here.pathname + here.search);
      await settle(page);
      continue;
    }
    await settle(page);
    findings.add(`${where} › tab: ${name}`, await audit(page, 'main'));
  }
}

async function auditDialogs(page: Page, route: ProductPage, where: string, findings: Findings) {
  for (const dialog of DIALOGS[route.path] ?? []) {
    if (dialog.requires && (await page.getByTestId(dialog.requires).count()) === 0) continue;
    await dialog.open(page);
    await expect(openDialog(page)).toHaveCount(1);
    await settle(page);
    findings.add(`${where} › dialog: ${dialog.name}`, await audit(page, '[role="dialog"]'));
    await closeDialog(page);
  }
}

/** Report pages made for one basket kind get a basket of that kind from the navbar. */
async function selectBasketFor(page: Page, route: ProductPage): Promise<void> {
  const kind = BASKET_KIND[route.path];
  const basket = kind && (await approvedBaskets(page)).find((b) => b.kind === kind);
  if (basket) await chooseBasket(page, basket);
}

async function auditAs(page: Page, visitor: Visitor, mine: ProductPage[], run: Run) {
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    for (const route of mine) {
      await selectBasketFor(page, route);
      const url = run.addresses.get(route.path) ?? route.url;
      const where = `${url} (${language}, ${visitor.label})`;
      await open(page, url, route.layout);
      await auditPage(page, where, run.findings);
      await auditDialogs(page, route, where, run.findings);
      await auditTabs(page, where, run.findings);
    }
    for (const screen of visitor.screens ?? []) {
      await open(page, screen.url, 'application');
      await auditPage(
        page,
        `${screen.url} (${language}, ${visitor.label}, ${screen.name})`,
        run.findings,
      );
      // The 403 screen covers the shell; Escape dismisses it (spec §2).
      if (await page.getByTestId('error-screen').isVisible()) await page.keyboard.press('Escape');
    }
  }
}

/**
 * The reset password page is seen with a real reset link, which the demo tenant's administrator
 * (a visitor granted the e-mail settings) makes the product send.
 */
async function realAddresses(
  browser: Browser,
  baseURL: string,
  plan: SweepPlan,
  mine: ProductPage[],
) {
  const addresses = new Map<string, string>();
  const admin = VISITORS.find(
    (visitor) =>
      visitor.credentials?.tenant === 'demo' &&
      plan.granted(visitor)?.['SettingManagement.Emailing'],
  );
  if (!admin?.credentials || !mine.some((route) => route.path === '/account/reset-password'))
    return addresses;
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  try {
    const page = await context.newPage();
    await signIn(page, admin.credentials);
    await settle(page);
    addresses.set('/account/reset-password', await realResetLink(page));
  } finally {
    await closeContext(context);
  }
  return addresses;
}

async function visit(
  browser: Browser,
  baseURL: string,
  visitor: Visitor,
  mine: ProductPage[],
  run: Run,
) {
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  try {
    if (visitor.credentials) await signIn(page, visitor.credentials);
    else await page.goto('/account/login?__tenant=demo', { waitUntil: 'networkidle' });
    await settle(page);
    await auditAs(page, visitor, mine, run);
  } finally {
    await closeContext(context);
  }
}

// One test per visitor, shared out between the workers (sweep-plan.ts says who opens which page).
test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS)
  test(`every page, in Persian and in English, has no serious or critical axe violation: ${visitor.label}`, async ({
    browser,
    baseURL,
    sweepPlan,
  }, testInfo) => {
    // customer1's audit takes 40 s alone and a few times that beside the ABP client's suite.
    test.setTimeout(360_000);
    const mine = sweepPlan.pagesOf(visitor);
    const run: Run = {
      addresses: await realAddresses(browser, baseURL, sweepPlan, mine),
      findings: new Findings(),
    };
    await visit(browser, baseURL, visitor, mine, run);
    const report = testInfo.outputPath('axe.txt');
    writeFileSync(
      report,
      [
        `${run.findings.places.length} views audited:`,
        ...run.findings.places,
        '',
        'Below serious (not failing):',
        ...countByRule(run.findings.advisory()),
        '',
        formatFindings(run.findings.advisory()),
      ].join('\n'),
    );
    await testInfo.attach('axe.txt', { path: report });
    const blocking = run.findings.blocking();
    expect(
      blocking.length,
      `\n${countByRule(blocking).join('\n')}\n\n${formatFindings(blocking)}`,
    ).toBe(0);
  });

test('every page has a demo visitor allowed to open it', ({ sweepPlan }) => {
  expect(sweepPlan.unvisited, NO_VISITOR).toEqual([]);
});
