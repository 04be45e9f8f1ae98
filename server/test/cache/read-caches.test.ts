// The read caches (src/cache/README.md) serve repeats without the database and never outlive
// a change: through the API (seen at once by this replica) or behind its back (plain SQL,
// seen through the database's notification within the one-second bound).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { inTenant } from '../../src/db/tenant-scope';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../process/harness/wait';

const CONFIG = '/api/abp/application-configuration?includeLocalizationResources=false';
const BOUND_MS = 1000;

describe('read caches', () => {
  let t: TestApp;
  let tenantId: string;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    tenantId = (
      await t.database.db
        .selectFrom('tenant')
        .select('id')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ url, headers: { ...headers } });

  it('answers a repeated configuration read with the same ETag, and with 304 when asked', async () => {
    const { headers } = await signIn(t, 'customer1', '1q2w3E*', 'demo');
    const first = await get(CONFIG, headers);
    const second = await get(CONFIG, headers);
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const again = await get(CONFIG, { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the configuration and the access at once when a permission is revoked', async () => {
    const customer = await signIn(t, 'customer1', '1q2w3E*', 'demo');
    const admin = await tenantAdmin(t);
    const turnover = '/api/app/report/turnover?basketId=x';
    const granted = async () => (await get(CONFIG, customer.headers)).json().auth.grantedPolicies;
    expect((await granted())['Crm.Turnover']).toBe(true);
    const put = (isGranted: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/permission-management/permissions?providerName=R&providerKey=customer',
        headers: admin.headers,
        payload: { permissions: [{ name: 'Crm.Turnover', isGranted }] },
      });
    expect((await put(false)).statusCode).toBe(204);
    expect((await granted())['Crm.Turnover']).toBeUndefined();
    expect((await get(turnover, customer.headers)).statusCode).toBe(403);
    expect((await put(true)).statusCode).toBe(204);
    expect((await granted())['Crm.Turnover']).toBe(true);
  });

  it('signs out a user deactivated by plain SQL within the bound', async () => {
    const { headers } = await signIn(t, 'customer2', '1q2w3E*', 'demo');
    const signedIn = async () => (await get(CONFIG, headers)).json().currentUser.isAuthenticated;
    expect(await signedIn()).toBe(true);
    // A raw UPDATE is not seen by the app's own write tracking: only the database's
    // notification can retire the cached user.
    await inTenant(t.database.db, tenantId, (scope) =>
      sql`update app_user set is_active = false where user_name = 'customer2'`.execute(scope.db),
    );
    await waitFor('deactivation seen', signedIn, (value) => value === false, BOUND_MS);
    await inTenant(t.database.db, tenantId, (scope) =>
      sql`update app_user set is_active = true where user_name = 'customer2'`.execute(scope.db),
    );
    await waitFor('reactivation seen', signedIn, (value) => value === true, BOUND_MS);
  });

  it('serves a repeated report read from the cache, and a changed basket at once', async () => {
    const customer = await demoAccount(t, 'customer1');
    const baskets = (await get('/api/app/basket/approved-baskets-list', customer)).json().items as {
      basketID: string;
      basketName: string;
    }[];
    const basket = baskets[0]!;
    const url = `/api/app/report/dashboard?basketId=${basket.basketID}`;
    const first = await get(url, customer);
    const second = await get(url, customer);
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(
      (await get(url, { ...customer, 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(304);
    await inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .updateTable('basket')
        .set({ name: 'سبد تغییرنام‌یافته' })
        .where('id', '=', basket.basketID)
        .execute(),
    );
    const renamed = await get(url, customer);
    expect(renamed.json().header.basketName).toBe('سبد تغییرنام‌یافته');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves a repeated PDF download from the cache, and a changed basket at once', async () => {
    const customer = await demoAccount(t, 'customer1');
    const basket = (await get('/api/app/basket/approved-baskets-list', customer)).json().items[0]
      .basketID as string;
    const url = `/api/app/basket/basket-asset-state-report-pdf?basketId=${basket}`;
    const first = await get(url, customer);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    // Chromium stamps each rendering with its time: the same bytes twice mean one rendering.
    const second = await get(url, customer);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const english = await get(url, { ...customer, 'accept-language': 'en' });
    expect(english.headers.etag).not.toBe(first.headers.etag);
    await inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .updateTable('basket')
        .set({ name: 'سبد با نام تازه' })
        .where('id', '=', basket)
        .execute(),
    );
    const renamed = await get(url, customer);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps one caller’s cached report from another caller', async () => {
    const owner = await demoAccount(t, 'customer1');
    const stranger = caller(t, await demoAccount(t, 'customer2'));
    const basket = (await get('/api/app/basket/approved-baskets-list', owner)).json().items[0]
      .basketID;
    const url = `/api/app/report/dashboard?basketId=${basket}`;
    expect((await get(url, owner)).statusCode).toBe(200);
    expect((await stranger('GET', url)).status).toBe(404);
  });
});
