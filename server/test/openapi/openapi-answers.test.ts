// Every GET of the OpenAPI document, called as the demo tenant's admin (the host's admin for
// the host-only tenant routes, the deploy key for the release commands' routes), answers what its description declares: the route's own valibot
// schema (the one the document's JSON Schema is made from), plain text or a PDF.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { ROUTE_DESCRIPTIONS } from '../../src/openapi/route-descriptions';
import { OPENAPI_PATH } from '../../src/openapi/openapi.routes';
import { hostAdmin, tenantAdmin } from '../helpers/sign-in';
import { demoAccount } from '../helpers/demo-accounts';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

type Headers = Record<string, string>;

/** The release commands' key, for the routes that take it (`/api/platform/`). */
const deployKey = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

describe('OpenAPI answers', () => {
  let t: TestApp;
  let demo: Headers;
  let host: Headers;
  let paths: Record<string, Record<string, unknown>>;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    demo = (await tenantAdmin(t)).headers;
    host = (await hostAdmin(t)).headers;
    paths = (await t.app.inject({ url: OPENAPI_PATH })).json().paths;
  });
  after(() => t.close());

  const getJson = async (url: string, headers: Headers) => {
    const response = await t.app.inject({ url, headers });
    expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
    return response.json();
  };

  /** Values for the path parameters and required query members, from the demo's own rows. */
  async function examples(): Promise<Record<string, string>> {
    const users = await getJson('/api/identity/users?filter=admin', demo);
    const admin = users.items.find((user: { userName: string }) => user.userName === 'admin');
    const roles = await getJson('/api/identity/roles', demo);
    const tenant = await getJson('/api/abp/multi-tenancy/tenants/by-name/demo', demo);
    const baskets: { basketID: string; kind: string }[] = (
      await getJson('/api/app/basket/basket-admin-list?maxResultCount=100', demo)
    ).items;
    const contracts = await getJson('/api/app/portfolio-contract/portfolio-contracts', demo);
    const customer = await demoAccount(t, 'customer1');
    const instruments = await getJson('/api/app/report/held-instruments', customer);
    return {
      name: 'demo',
      tenantId: tenant.tenantId,
      key: admin.userName,
      email: admin.email,
      userId: admin.id,
      roleId: roles.items[0].id,
      basketId: baskets.find((basket) => basket.kind === 'special')!.basketID,
      jointBasketId: baskets.find((basket) => basket.kind === 'joint')!.basketID,
      contractId: contracts.items[0].id,
      instrumentId: instruments.items[0].instrumentId,
    };
  }

  function urlOf(path: string, values: Record<string, string>): string {
    const id = path.startsWith('/api/identity/users')
      ? values.userId
      : path.startsWith('/api/identity/roles')
        ? values.roleId
        : path.includes('tenants')
          ? values.tenantId
          : path.includes('portfolio-contract')
            ? values.contractId
            : values.basketId;
    const filled = path
      .replace('{id}', id!)
      .replace('{name}', path.includes('/remotes/') ? 'reports' : values.name!)
      .replace('by-email/{key}', `by-email/${values.email}`)
      .replace('{key}', values.key!);
    const query: Record<string, string> = {
      '/api/abp/application-localization': 'cultureName=fa',
      '/api/permission-management/permissions': 'providerName=R&providerKey=admin',
      '/api/app/setting/value-by-key': 'key=Abp.Localization.DefaultLanguage',
      '/api/feature-management/features': `providerName=T&providerKey=${values.tenantId}`,
      '/api/app/basket/asset-state-share': `instrumentId=${values.instrumentId}&basketId=${values.basketId}`,
    };
    const required = (paths[path]!.get as { parameters: { name: string; required?: boolean }[] })
      .parameters;
    const basketId = path.includes('joint') ? values.jointBasketId : values.basketId;
    const basket = required.some((p) => p.name === 'basketId' && p.required)
      ? `basketId=${basketId}`
      : undefined;
    const search = query[path] ?? basket;
    return search ? `${filled}?${search}` : filled;
  }

  it('answers every GET with its declared shape', async () => {
    const values = await examples();
    const failures: string[] = [];
    let checked = 0;
    for (const path of Object.keys(paths).filter((p) => paths[p]!.get)) {
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      const operation = ROUTE_DESCRIPTIONS[`GET ${route}`]!;
      const url = urlOf(path, values);
      let response = await t.app.inject({ url, headers: demo });
      if (response.statusCode === 403) response = await t.app.inject({ url, headers: host });
      if (operation.tag === 'Platform' && response.statusCode === 401)
        response = await t.app.inject({ url, headers: deployKey });
      if (response.statusCode !== 200) {
        failures.push(`${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        continue;
      }
      const type = String(response.headers['content-type']);
      if (operation.response === 'text') {
        if (!type.startsWith('text/plain')) failures.push(`${url}: ${type}, not text`);
      } else if (operation.response === 'pdf') {
        if (!type.startsWith('application/pdf')) failures.push(`${url}: ${type}, not a PDF`);
      } else if (operation.response !== 'none') {
        const result = v.safeParse(operation.response, response.json());
        if (!result.success)
          failures.push(
            `${url}: ${result.issues
              .slice(0, 3)
              .map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
              .join('; ')}`,
          );
      }
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(60);
  });
});
