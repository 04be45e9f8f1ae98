// Closes a browser context a test opened itself, its pages first. Once, context.close() waited
// for the test's time limit (a flaky "second sign-in elsewhere" in shell.spec.ts, 3 minutes in
// `elsewhere.close()`, on a first try) while that browser's page was being signed out: a page
// caught leaving, a sign-out on its way to the provider or the beacon it sends on `pagehide`.
// Why the close waited is not proven (the trace, which waits for every response's network
// details, is recorded on retries only, and this was a first try). Closing the pages first ends
// their pending requests at once, and no such hang has been seen since.
import type { BrowserContext } from '@playwright/test';

export async function closePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
}

export async function closeContext(context: BrowserContext): Promise<void> {
  await closePages(context);
  await context.close();
}
