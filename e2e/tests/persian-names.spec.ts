// Issue 31: the Persian UI names nothing in English: no aria-label or title with a Latin letter
// on any page, tab or dialog, for every demo visitor (src/names/latin-names.ts says what counts
// as data and may keep its letters).
import type { Browser, Page } from '@playwright/test';
import { navigateInApp } from '../src/a11y/navigate';
import type { ProductPage } from '../src/a11y/page-catalogue';
import { closeDialog, DIALOGS, openDialog, otherTabs } from '../src/a11y/page-views';
import { settle } from '../src/a11y/settle';
import { expect, NO_VISITOR, test } from '../src/a11y/sweep-plan';
import { VISITORS, type Visitor } from '../src/a11y/visitors';
import { latinNames, type LatinName } from '../src/names/latin-names';
import { signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
import { closeContext } from '../src/close-context';

function record(found: string[], where: string, names: LatinName[]) {
  for (const name of names)
    found.push(`${where}: ${name.attribute}="${name.value}" on ${name.element}`);
}

async function sweepPage(page: Page, route: ProductPage, where: string, found: string[]) {
  record(found, where, await latinNames(page));
  for (const dialog of DIALOGS[route.path] ?? []) {
    if (dialog.requires && (await page.getByTestId(dialog.requires).count()) === 0) continue;
    await dialog.open(page);
    await expect(openDialog(page)).toHaveCount(1);
    await settle(page);
    record(found, `${where} › dialog: ${dialog.name}`, await latinNames(page));
    await closeDialog(page);
  }
  const here = new URL(page.url());
  for (const { name, tab } of await otherTabs(page)) {
    await tab.click();
    if (new URL(page.url()).pathname !== here.pathname) {
      await navigateInApp(page, here.pathname + here.search);
    }
    await settle(page);
    record(found, `${where} › tab: ${name}`, await latinNames(page));
  }
}

async function visit(
  browser: Browser,
  baseURL: string,
  visitor: Visitor,
  mine: ProductPage[],
  found: string[],
) {
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  try {
    if (visitor.credentials) await signIn(page, visitor.credentials);
    else await page.goto('/account/login?__tenant=demo', { waitUntil: 'networkidle' });
    await settle(page);
    await switchLanguage(page, 'fa');
    for (const route of mine) {
      if (route.layout === 'account') await page.goto(route.url, { waitUntil: 'networkidle' });
      else await navigateInApp(page, route.url);
      await settle(page);
      await sweepPage(page, route, `${route.url} (${visitor.label})`, found);
    }
    for (const screen of visitor.screens ?? []) {
      await navigateInApp(page, screen.url);
      await settle(page);
      record(found, `${screen.url} (${visitor.label}, ${screen.name})`, await latinNames(page));
      if (await page.getByTestId('error-screen').isVisible()) await page.keyboard.press('Escape');
    }
  } finally {
    await closeContext(context);
  }
}

// One test per visitor, shared out between the workers (sweep-plan.ts says who opens which page).
test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS)
  test(`the Persian UI gives no aria-label or title in Latin letters on any page: ${visitor.label}`, async ({
    browser,
    baseURL,
    sweepPlan,
  }) => {
    const found: string[] = [];
    await visit(browser, baseURL, visitor, sweepPlan.pagesOf(visitor), found);
    expect(found, found.join('\n')).toEqual([]);
  });

test('every page has a demo visitor allowed to open it', ({ sweepPlan }) => {
  expect(sweepPlan.unvisited, NO_VISITOR).toEqual([]);
});
