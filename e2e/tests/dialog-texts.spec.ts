// Issue 38: no raw resource key (`Resource::Key`) on screen, in Persian and in English: on every
// page, and in every dialog a page opens: its own (page-views.ts), those opened from a row or
// from inside another dialog, and the questions they ask (more-dialogs.ts). Each dialog is left
// by moving to another page, which closes it with its questions (the shell's leavePage).
import type { Browser, Page } from '@playwright/test';
import { MORE_DIALOGS } from '../src/a11y/more-dialogs';
import { navigateInApp, openPage } from '../src/a11y/navigate';
import type { ProductPage } from '../src/a11y/page-catalogue';
import { DIALOGS, openDialog } from '../src/a11y/page-views';
import { settle } from '../src/a11y/settle';
import { expect, NO_VISITOR, test } from '../src/a11y/sweep-plan';
import { enterAs, VISITORS, type Visitor } from '../src/a11y/visitors';
import { switchLanguage } from './accessibility-support';
import { closeContext } from '../src/close-context';

const LANGUAGES = ['fa', 'en'] as const;

/** The raw keys in the visible text and the names (aria-label, title, placeholder) of `scope`. */
function rawKeysIn(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const KEY = /[A-Za-z]\w*::[A-Za-z][\w.{}]*|(?<![\w:])::[A-Z][\w.{}]*/g;
    const found: string[] = [];
    for (const root of document.querySelectorAll<HTMLElement>(selector)) {
      if (!root.checkVisibility()) continue;
      found.push(...(root.innerText.match(KEY) ?? []));
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]'))
        for (const name of ['aria-label', 'title', 'placeholder'])
          found.push(...(element.getAttribute(name)?.match(KEY) ?? []));
    }
    return found;
  }, scope);
}

const PAGE = '[data-layout]';
const DIALOG = '[role="dialog"], [role="alertdialog"]';

async function sweepDialogs(page: Page, route: ProductPage, where: string, found: string[]) {
  for (const dialog of [...(DIALOGS[route.path] ?? []), ...(MORE_DIALOGS[route.path] ?? [])]) {
    if (dialog.requires && (await page.getByTestId(dialog.requires).count()) === 0) continue;
    await dialog.open(page);
    await expect(openDialog(page).first()).toBeVisible();
    await settle(page);
    for (const key of await rawKeysIn(page, DIALOG))
      found.push(`${where} › dialog: ${dialog.name}: ${key}`);
    await navigateInApp(page, '/');
    await expect(openDialog(page)).toHaveCount(0);
    await navigateInApp(page, route.url);
    await settle(page);
  }
}

async function visit(browser: Browser, baseURL: string, visitor: Visitor, mine: ProductPage[]) {
  const found: string[] = [];
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  try {
    await enterAs(page, visitor);
    await settle(page);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      for (const route of mine) {
        await openPage(page, route);
        await settle(page);
        const where = `${route.url} (${visitor.label}, ${language})`;
        for (const key of await rawKeysIn(page, PAGE)) found.push(`${where}: ${key}`);
        if (route.layout !== 'account') await sweepDialogs(page, route, where, found);
      }
    }
  } finally {
    await closeContext(context);
  }
  return found;
}

// One test per visitor, shared out between the workers (sweep-plan.ts says who opens which page).
test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS)
  test(`no page or dialog shows a raw resource key, in Persian and English: ${visitor.label}`, async ({
    browser,
    baseURL,
    sweepPlan,
  }) => {
    test.setTimeout(600_000);
    const found = await visit(browser, baseURL, visitor, sweepPlan.pagesOf(visitor));
    expect(found, found.join('\n')).toEqual([]);
  });

test('every page has a demo visitor allowed to open it (raw-key sweep)', ({ sweepPlan }) => {
  expect(sweepPlan.unvisited, NO_VISITOR).toEqual([]);
});

test('every dialog opener names a page of the product', ({ sweepPlan }) => {
  const paths = new Set(sweepPlan.pages.map((page) => page.path));
  const named = [...Object.keys(DIALOGS), ...Object.keys(MORE_DIALOGS)];
  expect(named.filter((path) => !paths.has(path))).toEqual([]);
});
