import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { refreshSeries } from '../../src/baskets/series.service';
import { DISTRIBUTED_TABLES } from '../../src/db/distribution';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { loadDemoBasket, smallDataset } from '../helpers/demo-basket';
import { hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('tenant management and features', () => {
  let t: TestApp;
  let host: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    host = (await hostAdmin(t)).headers;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = host,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('checks the administrator’s e-mail by the rule the tenant form checks (one shared schema)', async () => {
    const create = (adminEmailAddress: string) =>
      call('POST', '/api/multi-tenancy/tenants', {
        name: `mail${Date.now().toString(36)}`,
        adminEmailAddress,
        adminPassword: 'mail admin passphrase',
      });
    const refused = await create('x@y.z');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors).toEqual([
      { message: expect.stringContaining('ایمیل'), members: ['adminEmailAddress'] },
    ]);
    // What the form accepts, the server accepts: an apostrophe is a legal local part.
    expect((await create("o'brien@example.co.uk")).statusCode).toBe(200);
  });

  it('creates a tenant whose administrator can sign in, renames it, deactivates and deletes it', async () => {
    const created = await call('POST', '/api/multi-tenancy/tenants', {
      name: 'acme',
      adminEmailAddress: 'boss@acme.example',
      adminPassword: 'acme admin passphrase',
    });
    expect(created.statusCode).toBe(200);
    const tenant = created.json();
    expect(tenant).toMatchObject({ name: 'acme', isActive: true });
    const duplicate = await call('POST', '/api/multi-tenancy/tenants', {
      name: 'ACME',
      adminEmailAddress: 'x@acme.example',
      adminPassword: 'acme admin passphrase',
    });
    expect(duplicate.json().error.code).toBe('Volo.Abp.TenantManagement:DuplicateTenantName');
    const acmeAdmin = await signIn(t, 'admin', 'acme admin passphrase', 'acme');
    const users = (await call('GET', '/api/identity/users', undefined, acmeAdmin.headers)).json();
    expect(users.items.map((u: { email: string }) => u.email)).toEqual(['boss@acme.example']);
    const renamed = await call('PUT', `/api/multi-tenancy/tenants/${tenant.id}`, {
      name: 'acme2',
      isActive: false,
      concurrencyStamp: tenant.concurrencyStamp,
    });
    expect(renamed.json()).toMatchObject({ name: 'acme2', isActive: false });
    const lookup = (await t.app.inject('/api/abp/multi-tenancy/tenants/by-name/acme2')).json();
    expect(lookup).toMatchObject({ success: true, isActive: false });
    const inactive = await t.app.inject({
      url: '/api/abp/application-configuration',
      headers: { __tenant: 'acme2' },
    });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('Crm:TenantNotActive');
    expect((await call('DELETE', `/api/multi-tenancy/tenants/${tenant.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/multi-tenancy/tenants/${tenant.id}`)).statusCode).toBe(404);
    const leftovers = await t.database.db
      .selectFrom('tenant')
      .select('id')
      .where('id', '=', tenant.id)
      .execute();
    expect(leftovers).toEqual([]);
  });

  /** Rows of each tenant-scoped table that belong to the tenant (read inside it, as RLS allows). */
  const rowsOf = (tenantId: string) =>
    inTenant(t.database.db, tenantId, async (scope) => {
      const counts: Record<string, number> = {};
      for (const table of DISTRIBUTED_TABLES) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
          where tenant_id = ${tenantId}`.execute(scope.db);
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    });

  it('deletes every row a tenant owns — users, market, baskets, series — and nobody else’s', async () => {
    const created = await call('POST', '/api/multi-tenancy/tenants', {
      name: 'fullco',
      adminEmailAddress: 'boss@fullco.example',
      adminPassword: 'fullco admin passphrase',
    });
    const tenantId = created.json().id as string;
    await inTenant(t.database.db, tenantId, async (scope) => {
      const { basketId } = await loadDemoBasket(scope, smallDataset());
      await refreshSeries(scope, basketId);
    });
    const before = await rowsOf(tenantId);
    const owned = [
      'app_user',
      'instrument',
      'daily_price',
      'basket',
      'basket_event',
      'basket_point',
    ];
    expect(owned.filter((table) => !(before[table]! > 0))).toEqual([]);
    const demo = await findTenantByName(t.database.db, 'demo');
    const demoBefore = await rowsOf(demo!.id);

    expect((await call('DELETE', `/api/multi-tenancy/tenants/${tenantId}`)).statusCode).toBe(204);
    const after = await rowsOf(tenantId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOf(demo!.id)).toEqual(demoBefore);
  });

  it('refuses tenant management to a tenant administrator', async () => {
    const admin = (await tenantAdmin(t)).headers;
    expect((await call('GET', '/api/multi-tenancy/tenants', undefined, admin)).statusCode).toBe(
      403,
    );
  });

  it("round-trips a tenant's features with ABP's DTOs and validates values", async () => {
    const demo = (await t.app.inject('/api/abp/multi-tenancy/tenants/by-name/demo')).json();
    const url = `/api/feature-management/features?providerName=T&providerKey=${demo.tenantId}`;
    const list = (await call('GET', url)).json();
    const features = list.groups.flatMap((g: { features: unknown[] }) => g.features);
    const twrr = features.find((f: { name: string }) => f.name === 'Crm.Reports.Twrr');
    expect(twrr).toMatchObject({
      value: 'true',
      depth: 1,
      parentName: 'Crm.Reports',
      provider: { name: 'D' },
    });
    expect(twrr.valueType).toMatchObject({
      name: 'ToggleStringValueType',
      validator: { name: 'BOOLEAN' },
    });
    const calendar = features.find((f: { name: string }) => f.name === 'Crm.ReportCalendar');
    expect(calendar.valueType.itemSource.items.map((i: { value: string }) => i.value)).toEqual([
      'Jalali',
      'Gregorian',
    ]);
    const bad = await call('PUT', url, {
      features: [{ name: 'Crm.MaxBasketsPerCustomer', value: '500' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('Crm:InvalidFeatureValue');
    const put = await call('PUT', url, {
      features: [
        { name: 'Crm.MaxBasketsPerCustomer', value: '3' },
        { name: 'Crm.Reports.Twrr', value: 'False' },
      ],
    });
    expect(put.statusCode).toBe(204);
    const after = (await call('GET', url))
      .json()
      .groups.flatMap((g: { features: unknown[] }) => g.features);
    expect(after.find((f: { name: string }) => f.name === 'Crm.Reports.Twrr')).toMatchObject({
      value: 'false',
      provider: { name: 'T', key: demo.tenantId },
    });
    const admin = (await tenantAdmin(t)).headers;
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: admin,
      })
    ).json();
    expect(config.features.values['Crm.MaxBasketsPerCustomer']).toBe('3');
    const hostConfig = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: host,
      })
    ).json();
    expect(hostConfig.features.values['Crm.MaxBasketsPerCustomer']).toBe('10');
    expect((await call('DELETE', url)).statusCode).toBe(204);
    const reset = (await call('GET', url))
      .json()
      .groups.flatMap((g: { features: unknown[] }) => g.features);
    expect(reset.find((f: { name: string }) => f.name === 'Crm.MaxBasketsPerCustomer').value).toBe(
      '10',
    );
  });

  it("manages the host's own features without a provider key, and refuses other providers", async () => {
    const url = '/api/feature-management/features?providerName=T';
    expect(
      (await call('PUT', url, { features: [{ name: 'SettingManagement.Enable', value: 'false' }] }))
        .statusCode,
    ).toBe(204);
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: host,
      })
    ).json();
    expect(config.features.values['SettingManagement.Enable']).toBe('false');
    expect(
      (await call('GET', '/api/feature-management/features?providerName=E&providerKey=x'))
        .statusCode,
    ).toBe(400);
    const admin = (await tenantAdmin(t)).headers;
    expect((await call('GET', url, undefined, admin)).statusCode).toBe(403);
  });
});
