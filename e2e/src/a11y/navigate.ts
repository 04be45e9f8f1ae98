// Moves to another page of the signed-in app without reloading it, the way its router moves:
// a history entry and the popstate event the router listens to. A reload would start the shell,
// the remotes and axe anew for every page, which a user does not do either.
import { expect, type Page } from '@playwright/test';

/**
 * Whether the page drawn is the one at `pathname`: the router keeps the previous page on screen
 * while the next one's code loads, so the address alone does not say. The application layout
 * names the path it draws (`main[data-path]`), and so does each remote's root inside it
 * (`data-remote-path`: a remote draws the new page only once its code has arrived); another
 * layout is drawn only once its page is.
 */
function drawn(pathname: string): boolean {
  const layout = document.querySelector('[data-layout]');
  if (layout?.getAttribute('data-layout') !== 'application') return layout !== null;
  const main = document.querySelector('main[data-path]');
  return (
    main?.getAttribute('data-path') === pathname &&
    [...main.querySelectorAll('[data-remote-path]')].every(
      (root) => root.getAttribute('data-remote-path') === pathname,
    )
  );
}

/**
 * Moves the app to `url` as its router does, without waiting for the page: for tests of the
 * arrival itself (code held back or failing).
 */
export async function pushInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  const target = new URL(url, page.url());
  await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
}

/** Moves the app to `url` and waits until its page is the one drawn. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await pushInApp(page, url);
  await page.waitForFunction(drawn, new URL(url, page.url()).pathname);
}

/** Opens a page of the catalogue: an account page by loading it, any other within the app. */
export async function openPage(page: Page, route: { layout: string; url: string }): Promise<void> {
  if (route.layout === 'account') await page.goto(route.url, { waitUntil: 'networkidle' });
  else await navigateInApp(page, route.url);
}
