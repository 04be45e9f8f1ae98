import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';

// ABP's own Angular UI against the product (README.md): one product and one app server for
// the whole run, tests one at a time (they share the product's data).
export default defineConfig({
  testDir: './tests',
  // Only specs: a `*.test.ts` beside them is not a test of this suite (scripts/lib/test-files.mjs).
  testMatch: '**/*.spec.ts',
  // A focused test fails the run instead of leaving the others out (CI or not).
  forbidOnly: true,
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // As in ../playwright.config.ts: the retry only names a flaky test, which still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Beside `list`: the files that ran, for npm test to compare with its list of test files.
  reporter: [['list'], ['../../scripts/lib/ran-files-playwright-reporter.mjs']],
  outputDir: './test-results',
  use: {
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    screenshot: 'only-on-failure',
    // Traced only on the retry of a failed test: recording every test (its snapshots and
    // screencast) took a share of two cores.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
