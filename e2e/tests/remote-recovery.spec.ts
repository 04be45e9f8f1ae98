// Issue 33 (6), recovery in the browser: a remote's entry or a page's chunk that fails to arrive
// is asked for again with backoff; a page whose code failed every try recovers from its area's
// Retry; a navigation the user has already left is never drawn. None of it reloads the page,
// which a marker on `window` shows (a reload would start a new window object without it).
import type { Page, Request, Route } from '@playwright/test';
import { pushInApp } from '../src/a11y/navigate';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { expectNotReloaded, markWindow } from '../src/reload-marker';
import { HOST_ADMIN, signIn } from '../src/sign-in';

const IDENTITY_CODE = '**/remotes/identity/**';
const isScript = (route: Route) => route.request().resourceType() === 'script';

/** Aborts the first `times` requests of each script whose address matches; counts them all. */
async function failScripts(page: Page, address: RegExp, times: number) {
  const requests = new Map<string, number>();
  await page.route(IDENTITY_CODE, (route) => {
    const url = route.request().url();
    if (!isScript(route) || !address.test(url)) return route.continue();
    const count = (requests.get(url) ?? 0) + 1;
    requests.set(url, count);
    return count <= times ? route.abort('failed') : route.continue();
  });
  return requests;
}

test.beforeEach(({ consoleProblems }) => {
  // The browser's report of each deliberately failed request.
  consoleProblems.allow(/Failed to load resource|net::ERR_FAILED/);
});

test('an entry and a chunk that fail to arrive are fetched again and the page draws, without a reload', async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN, '/securityLog');
  await expectRemotePage(page, 'page-security-log');
  await markWindow(page);

  const entryRequests = await failScripts(page, /remoteEntry[^/]*\.js$/, 1);
  await pushInApp(page, '/identity/users');
  await expectRemotePage(page, 'page-users');
  expect([...entryRequests.values()]).toEqual([2]);
  await page.unroute(IDENTITY_CODE);

  // Every script the roles page needs fails twice: more than a preload and a render (the two
  // fetches a page's code had before) could recover from.
  const chunkRequests = await failScripts(page, /\.js$/, 2);
  await pushInApp(page, '/identity/roles');
  await expectRemotePage(page, 'page-roles');
  expect(chunkRequests.size).toBeGreaterThan(0);
  // Each was aborted twice, then arrived.
  expect([...chunkRequests.values()].every((count) => count >= 3)).toBe(true);
  await expect(page.getByTestId('area-error')).toHaveCount(0);
  await expectNotReloaded(page);
});

test('a page whose code failed every try shows its area error, and Retry draws it once the network is back', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(
    /\[identity\] page failed|Loading chunk|ChunkLoadError|above error occurred/,
  );
  await signIn(page, HOST_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');
  await markWindow(page);

  let offline = true;
  const requests = new Map<string, number>();
  await page.route(IDENTITY_CODE, (route) => {
    if (!offline || !isScript(route)) return route.continue();
    const url = route.request().url();
    requests.set(url, (requests.get(url) ?? 0) + 1);
    return route.abort('internetdisconnected');
  });
  await pushInApp(page, '/identity/roles');
  const areaError = page.getByTestId('area-error');
  await expect(areaError).toContainText('این بخش بارگذاری نشد');
  // Four tries at most (three retries), and the error's render did not fetch once more.
  expect(Math.max(...requests.values())).toBe(4);
  await expect(page.getByTestId('navbar')).toBeVisible();

  offline = false;
  await areaError.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expectRemotePage(page, 'page-roles');
  await expect(areaError).toHaveCount(0);
  await expectNotReloaded(page);
});

test('a navigation left before its code arrived is never drawn; the newest one is', async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');
  await page.evaluate(() => {
    const drawn = window as Window & { rolesDrawn?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-roles"]')) drawn.rolesDrawn = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // The roles page's code is held back until the user has gone on to the tenants page.
  let holding = true;
  const held: Route[] = [];
  await page.route(IDENTITY_CODE, (route) => {
    if (holding && isScript(route)) held.push(route);
    else void route.continue();
  });
  await pushInApp(page, '/identity/roles');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await pushInApp(page, '/tenant-management/tenants');

  const arrived = held.map(
    (route) =>
      new Promise<Request>((resolve) =>
        page.on('requestfinished', (request) => {
          if (request.url() === route.request().url()) resolve(request);
        }),
      ),
  );
  await Promise.all(held.map((route) => route.continue()));
  await Promise.all(arrived);
  await expectRemotePage(page, 'page-tenants');
  // Time for the held code to run: a page drawn from it would appear within a few frames.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  await expect(page.getByTestId('page-tenants')).toBeVisible();
  expect(await page.evaluate(() => (window as { rolesDrawn?: boolean }).rolesDrawn)).toBe(
    undefined,
  );
});
