// The test fixtures every spec uses: the worker's own running product and its URL, and a page
// that fails the test on any browser console error or uncaught exception (unless the test
// expects some).
import { test as base, expect, type Page } from '@playwright/test';
import { closePages } from './close-context';
import type { RunningProduct } from './product';
import { workerProduct } from './worker-product';

export interface ConsoleProblems {
  /** Problems matching these patterns are expected by the test and do not fail it. */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<
  { baseURL: string; consoleProblems: ConsoleProblems },
  { product: RunningProduct }
>({
  // The worker's own product (worker-product.ts); a slow machine may take minutes to start it.
  product: [
    async ({}, use) => workerProduct(use),
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.baseUrl);
  },
  // The test's own context closes its pages with close-context.ts before Playwright closes it:
  // a test that ends as its page navigates (a sign-out) meets the browser's dropped close.
  context: async ({ context }, use) => {
    await use(context);
    await closePages(context);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      // The stack (minified; map it with the build's source maps) and the page's address tell
      // where an uncaught exception came from when it cannot be reproduced at will.
      page.on('pageerror', (error) =>
        problems.push(`page error at ${page.url()}: ${error.message}\n${error.stack ?? ''}`),
      );
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The remote mounted in the visible area, and the layout it is in. */
export async function expectRemotePage(page: Page, testId: string, layout = 'application') {
  const area = page.getByTestId(testId);
  await expect(area).toBeVisible();
  await expect(page.locator(`[data-layout="${layout}"]`).getByTestId(testId)).toBeVisible();
  return area;
}
