import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';

// ABP's own Angular UI against the product (README.md): one product and one app server for
// the whole run, tests one at a time (they share the product's data).
export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // As in ../playwright.config.ts: the retry only names a flaky test, which still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 90_000,
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
