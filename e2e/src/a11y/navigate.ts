// Moves to another page of the signed-in app without reloading it, the way its router moves:
// a history entry and the popstate event the router listens to. A reload would start the shell,
// the remotes and axe anew for every page, which a user does not do either.
import { expect, type Page } from '@playwright/test';

export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  const target = new URL(url, page.url());
  await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
}
