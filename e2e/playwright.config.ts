import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';

// Three workers, each with a product of its own (started as `npm start` starts it, on a free port
// and a temporary data folder: src/worker-product.ts), so that a promotion or a changed setting
// never surprises the other worker's tests; within a worker, tests run one at a time, and tests
// that change releases restore them. The suite waits on pages, polls and timers more than it
// computes (it used a third of two cores with two workers), so a third worker shortens the
// run's longest lane. CRM_E2E_WORKERS sets how many workers.
export default defineConfig({
  testDir: './tests',
  // Only specs: a `*.test.ts` beside them is not a test of this suite (scripts/lib/test-files.mjs).
  testMatch: '**/*.spec.ts',
  // A focused test fails the run instead of leaving the others out (CI or not).
  forbidOnly: true,
  globalSetup: './src/global-setup.ts',
  globalTeardown: './src/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.CRM_E2E_WORKERS ?? 3),
  // A failed test runs once more so that the summary can tell a flaky test (passed on the
  // retry) from a broken one, and a flaky test still fails the run: it is a bug to fix (README).
  retries: 1,
  failOnFlakyTests: true,
  // A guard, not a measure: a release upload (the server compresses its changed files) and a
  // product restarted after a failure share two cores with the other worker and the ABP suite.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Beside `list`: the files that ran, for npm test to compare with its list of test files.
  reporter: [['list'], ['../scripts/lib/ran-files-playwright-reporter.mjs']],
  outputDir: './test-results',
  use: {
    // A click or a navigation that cannot happen fails within a minute, not at the test's end.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    screenshot: 'only-on-failure',
    // Traced only on the retry of a failed test: recording every test (its snapshots and
    // screencast) took a share of two cores.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
