// Sender-constrained tokens (DPoP, RFC 9449) in Chromium: the SPA's sign-in binds its tokens to
// a key it keeps non-extractable in IndexedDB, every API call proves possession of it, a token
// copied out of the browser is refused, two tabs of one sign-in renew once, and sign-out deletes
// the key. A browser without IndexedDB still signs in, with bearer tokens.
import type { Page, Request } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';
import { signOut } from '../src/user-menu';
import { accessTokenClaims, keptKeys } from './dpop-support';

interface ApiCall {
  method: string;
  url: string;
  authorization: string | undefined;
  dpop: string | undefined;
}

/** The API calls the page sends from now on, with their authorization headers. */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/') || request.method() === 'OPTIONS')
      return;
    const headers = request.headers();
    calls.push({
      method: request.method(),
      url: request.url(),
      authorization: headers.authorization,
      dpop: headers.dpop,
    });
  });
  return calls;
}

test('the sign-in binds the tokens to a non-extractable key, every API call proves it, and a copied token is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const calls = recordApiCalls(page);
  await signIn(page, DEMO_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');

  const keys = await keptKeys(page);
  expect(keys.tabKey).toBeTruthy();
  expect(keys.stored).toEqual([{ name: keys.tabKey, extractable: false }]);
  expect((await accessTokenClaims(page)).cnf).toEqual({ jkt: expect.any(String) });

  const authorized = calls.filter((call) => call.authorization);
  expect(authorized.length).toBeGreaterThan(0);
  for (const call of authorized) {
    expect(call.authorization).toMatch(/^DPoP ey/);
    expect(call.dpop).toMatch(/^ey/);
  }
  expect(new Set(authorized.map((call) => call.dpop)).size).toBe(authorized.length);

  // The token and a proof, copied out of the browser and sent from elsewhere.
  const copied = authorized.filter((call) => call.method === 'GET').at(-1)!;
  const token = copied.authorization!.slice('DPoP '.length);
  const users = `${baseURL}/api/identity/users`;
  const asBearer = await request.get(users, { headers: { Authorization: `Bearer ${token}` } });
  expect(asBearer.status()).toBe(401);
  expect(asBearer.headers()['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
  const withoutProof = await request.get(users, { headers: { Authorization: `DPoP ${token}` } });
  expect(withoutProof.status()).toBe(401);
  expect(withoutProof.headers()['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
  const replayed = await request.get(copied.url, {
    headers: { Authorization: copied.authorization!, DPoP: copied.dpop! },
  });
  expect(replayed.status()).toBe(401);
  expect(replayed.headers()['www-authenticate']).toContain('jti already used');
});

test('two tabs of one sign-in renew once, and both keep working with the renewed tokens', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');
  const boundTo = (await accessTokenClaims(page)).cnf;
  // A tab the page opens starts with a copy of its sessionStorage: the same tokens and key.
  const [twin] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open(window.location.href)),
  ]);
  await expectRemotePage(twin, 'page-users');
  expect(await twin.evaluate(() => sessionStorage.getItem('crm.dpopKey'))).toBe(
    (await keptKeys(page)).tabKey,
  );

  const renewals: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/connect/token'))
      if (request.postData()?.includes('grant_type=refresh_token')) renewals.push(request.url());
  });
  // As after twelve of the token's fifteen minutes: both tabs find it due when they load.
  const oldToken = await page.evaluate(() => sessionStorage.getItem('access_token'));
  for (const tab of [page, twin]) {
    await tab.evaluate(() => {
      sessionStorage.setItem('access_token_stored_at', String(Date.now() - 700_000));
      sessionStorage.setItem('expires_at', String(Date.now() + 200_000));
    });
  }
  await Promise.all([page.reload(), twin.reload()]);

  const tokenOf = (tab: Page) => tab.evaluate(() => sessionStorage.getItem('access_token'));
  await expect.poll(() => tokenOf(page)).not.toBe(oldToken);
  await expect.poll(() => tokenOf(twin)).toBe(await tokenOf(page));
  expect((await accessTokenClaims(twin)).cnf).toEqual(boundTo);
  for (const tab of [page, twin]) {
    await tab.goto('/identity/roles');
    await expectRemotePage(tab, 'page-roles');
  }
  expect(renewals).toHaveLength(1);
});

test('sign-out ends the session and deletes the key', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  expect((await keptKeys(page)).stored).toHaveLength(1);
  await signOut(page);
  await page.waitForURL(/\/account\/login\?interaction=/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  // Read again if the sign-out's navigation replaces the page during a read.
  await expect(async () => {
    expect(await keptKeys(page)).toEqual({ tabKey: null, stored: [] });
  }).toPass({ timeout: 15_000 });
});

test('a browser without IndexedDB signs in with bearer tokens', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  const calls = recordApiCalls(page);
  await signIn(page, DEMO_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');
  expect((await accessTokenClaims(page)).cnf).toBeUndefined();
  const authorized = calls.filter((call) => call.authorization);
  expect(authorized.length).toBeGreaterThan(0);
  for (const call of authorized) {
    expect(call.authorization).toMatch(/^Bearer ey/);
    expect(call.dpop).toBeUndefined();
  }
});
