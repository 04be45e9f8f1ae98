// The suite's test: a page on the ABP app whose console errors and failed requests fail the
// test. Requests leaving the two origins (the theme's web fonts) are answered empty: the test
// machine is offline, and what a third party serves is not what this suite checks.
import { test as base, expect, type Page } from '@playwright/test';
import { closePages } from '../../src/close-context';

export interface Problems {
  console: string[];
  requests: string[];
}

function isOurs(url: string): boolean {
  const origin = new URL(url).origin;
  return origin === process.env.CRM_ABP_APP_URL || origin === process.env.CRM_ABP_API_URL;
}

function watch(page: Page): Problems {
  const problems: Problems = { console: [], requests: [] };
  page.on('console', (message) => {
    if (process.env.ABP_DEBUG) console.log(`[${message.type()}] ${message.text()}`);
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(error.message));
  page.on('requestfailed', (request) => {
    // A request the page itself dropped by navigating away (ERR_ABORTED) did not fail.
    if (isOurs(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.requests.push(
        `${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
      );
  });
  page.on('response', (response) => {
    if (process.env.ABP_DEBUG && response.status() >= 400)
      void response
        .text()
        .then((body) =>
          console.log(
            `${response.status()} ${response.url()}\n> ${response.request().postData()}\n< ${body}`,
          ),
        );
    if (response.status() >= 400 && isOurs(response.url()))
      problems.requests.push(
        `${response.request().method()} ${response.url()}: ${response.status()}`,
      );
  });
  return problems;
}

export const test = base.extend<{ problems: Problems }>({
  baseURL: async ({}, use) => use(process.env.CRM_ABP_APP_URL),
  // Pages close before their context, through close-context.ts (the browser's dropped close).
  context: async ({ context }, use) => {
    await use(context);
    await closePages(context);
  },
  page: async ({ page }, use) => {
    await page.route(
      (url) => url.protocol.startsWith('http') && !isOurs(url.href),
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    if (process.env.ABP_DEBUG)
      await page.route('**/connect/token', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        console.log(`TOKEN ${response.status()} > ${route.request().postData()}\n< ${body}`);
        await route.fulfill({ response, body });
      });
    await use(page);
  },
  problems: [
    async ({ page }, use) => {
      const problems = watch(page);
      await use(problems);
      expect(problems, 'console errors and failed requests').toEqual({ console: [], requests: [] });
    },
    { auto: true },
  ],
});

export { expect };
