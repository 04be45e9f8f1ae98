// Issue 31: the Persian UI names nothing in English: no aria-label or title with a Latin letter
// on any page, tab or dialog, for every demo visitor (src/names/latin-names.ts says what counts
// as data and may keep its letters).
import type { Browser, Page } from '@playwright/test';
import { navigateInApp } from '../src/a11y/navigate';
import { productPages, type ProductPage } from '../src/a11y/page-catalogue';
import { closeDialog, DIALOGS, openDialog, otherTabs } from '../src/a11y/page-views';
import { settle } from '../src/a11y/settle';
import { grantedPolicies, pagesOf, VISITORS, type Visitor } from '../src/a11y/visitors';
import { expect, test } from '../src/fixtures';
import { latinNames, type LatinName } from '../src/names/latin-names';
import { signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';
interface Sweep {
  pages: ProductPage[];
  taken: Set<string>;
  found: string[];
}

function record(sweep: Sweep, where: string, names: LatinName[]) {
  for (const name of names)
    sweep.found.push(`${where}: ${name.attribute}="${name.value}" on ${name.element}`);
}

async function sweepPage(page: Page, route: ProductPage, where: string, sweep: Sweep) {
  record(sweep, where, await latinNames(page));
  for (const dialog of DIALOGS[route.path] ?? []) {
    if (dialog.requires && (await page.getByTestId(dialog.requires).count()) === 0) continue;
    await dialog.open(page);
    await expect(openDialog(page)).toHaveCount(1);
    await settle(page);
    record(sweep, `${where} › dialog: ${dialog.name}`, await latinNames(page));
    await closeDialog(page);
  }
  const here = new URL(page.url());
  for (const { name, tab } of await otherTabs(page)) {
    await tab.click();
    if (new URL(page.url()).pathname !== here.pathname) {
      await navigateInApp(page, here.pathname + here.search);
    }
    await settle(page);
    record(sweep, `${where} › tab: ${name}`, await latinNames(page));
  }
}

async function visit(browser: Browser, baseURL: string, visitor: Visitor, sweep: Sweep) {
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  try {
    if (visitor.credentials) await signIn(page, visitor.credentials);
    else await page.goto('/account/login?__tenant=demo', { waitUntil: 'networkidle' });
    await settle(page);
    await switchLanguage(page, 'fa');
    const granted = visitor.credentials ? await grantedPolicies(page) : undefined;
    for (const route of pagesOf(visitor, granted, sweep.pages, sweep.taken)) {
      if (route.layout === 'account') await page.goto(route.url, { waitUntil: 'networkidle' });
      else await navigateInApp(page, route.url);
      await settle(page);
      await sweepPage(page, route, `${route.url} (${visitor.label})`, sweep);
    }
    for (const screen of visitor.screens ?? []) {
      await navigateInApp(page, screen.url);
      await settle(page);
      record(sweep, `${screen.url} (${visitor.label}, ${screen.name})`, await latinNames(page));
      if (await page.getByTestId('error-screen').isVisible()) await page.keyboard.press('Escape');
    }
  } finally {
    await context.close();
  }
}

test('the Persian UI gives no aria-label or title in Latin letters on any page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(720_000);
  const sweep: Sweep = { pages: productPages(), taken: new Set(), found: [] };
  for (const visitor of VISITORS)
    await test.step(visitor.label, () => visit(browser, baseURL, visitor, sweep));
  expect(sweep.pages.filter((p) => !sweep.taken.has(p.path)).map((p) => p.path)).toEqual([]);
  expect(sweep.found, sweep.found.join('\n')).toEqual([]);
});
