// Closes pages and browser contexts so that a close cannot wait forever. Chromium answers
// `Target.closeTarget` with success and then drops it when the close races a navigation commit
// that swaps the page's main frame (crbug.com/536385539; Playwright issue 42366): the page never
// closes, and `page.close()` or `context.close()` waits for the test's whole time limit. Our
// tests often end while their page is still navigating: a sign-out shows the login form through
// the guards first and only then leaves for `/` or the provider. A loop that signed out and
// closed at once hung 1 close in 40, `page.close()` and `context.close()` alike (README).
// Sending the close again ends such a page, as tests/close-context.spec.ts shows.
import type { BrowserContext, Page } from '@playwright/test';

/** How long a page has to close before the close is sent again. */
const CLOSE_AGAIN_AFTER_MS = 500;
const MAX_CLOSE_REQUESTS = 6;

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
}

/** The page's target id in the browser, or undefined once it has closed. */
async function targetIdOf(page: Page): Promise<string | undefined> {
  const session = await page
    .context()
    .newCDPSession(page)
    .catch(() => undefined);
  if (!session) return undefined;
  try {
    // A slow close may end while this is asked: the session then answers that it has closed.
    const answer = await session.send('Target.getTargetInfo').catch(() => undefined);
    return answer?.targetInfo.targetId;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

async function sendCloseAgain(page: Page, targetId: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) return;
  const session = await browser.newBrowserCDPSession();
  try {
    // A page that closed meanwhile is no target any more: that answer is not an error here.
    await session.send('Target.closeTarget', { targetId }).catch(() => undefined);
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** Closes `page`, sending the close again while the browser has dropped it. */
export async function closePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const closed = page.close();
  if (await settlesWithin(closed, CLOSE_AGAIN_AFTER_MS)) return closed;
  // Asked only now: a question to the page before the close would move the close off the
  // moment it races.
  const targetId = await targetIdOf(page);
  for (let requests = 2; ; requests++) {
    if (targetId) await sendCloseAgain(page, targetId);
    if (await settlesWithin(closed, CLOSE_AGAIN_AFTER_MS)) return closed;
    if (requests === MAX_CLOSE_REQUESTS)
      throw new Error(`the page at ${page.url()} did not close after ${requests} close requests`);
  }
}

export async function closePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map(closePage));
}

/** Closes a browser context a test opened itself, its pages first (see above). */
export async function closeContext(context: BrowserContext): Promise<void> {
  await closePages(context);
  await context.close();
}
