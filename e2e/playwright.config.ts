import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';

// Two workers, each with a product of its own (started as `npm start` starts it, on a free port
// and a temporary data folder: src/worker-product.ts), so that a promotion or a changed setting
// never surprises the other worker's tests; within a worker, tests run one at a time, and tests
// that change releases restore them. CRM_E2E_WORKERS sets how many workers.
export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  globalTeardown: './src/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.CRM_E2E_WORKERS ?? 2),
  // A failed test runs once more so that the summary can tell a flaky test (passed on the
  // retry) from a broken one, and a flaky test still fails the run: it is a bug to fix (README).
  retries: 1,
  failOnFlakyTests: true,
  // A guard, not a measure: a release upload (the server compresses its changed files) and a
  // product restarted after a failure share two cores with the other worker and the ABP suite.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
