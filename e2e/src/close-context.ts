// Closes a browser context a test opened itself, its pages first. Playwright's context.close()
// saves the context's trace (on a failed test's retry: `trace: 'on-first-retry'`) before it
// closes the pages, and that waits for the network details (raw headers, sizes) of every
// response of a page still open. A page caught leaving — a sign-out on its way to the provider,
// the beacon it sends on `pagehide` — may never get them from Chromium, and the close then
// waited for the test's time limit (a flaky "second sign-in elsewhere" in shell.spec.ts, 3
// minutes in `elsewhere.close()`). Closing a page settles its pending responses at once.
import type { BrowserContext } from '@playwright/test';

export async function closePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
}

export async function closeContext(context: BrowserContext): Promise<void> {
  await closePages(context);
  await context.close();
}
