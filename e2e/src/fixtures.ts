// The test fixtures every spec uses: the running product's URL, and a page that fails the test
// on any browser console error or uncaught exception (unless the test expects some).
import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleProblems {
  /** Problems matching these patterns are expected by the test and do not fail it. */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ baseURL: string; consoleProblems: ConsoleProblems }>({
  baseURL: async ({}, use) => {
    const url = process.env.CRM_E2E_BASE_URL;
    if (!url)
      throw new Error('CRM_E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
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
