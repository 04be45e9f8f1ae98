// The portfolio business lives in tenants: on the host side only the home page of the Crm group
// exists, so the host's administrator holds no report, contract, wage or question permission
// (issue 31: their Reports and Contracts menus led to pages with nothing behind them), and the
// calls behind those pages refuse them.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { hostAdmin, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CONFIG = '/api/abp/application-configuration?includeLocalizationResources=false';

describe('Crm permissions by side', () => {
  let t: TestApp;
  let host: Record<string, string>;
  let tenant: Record<string, string>;
  const crmOf = async (headers: Record<string, string>) =>
    Object.keys((await t.app.inject({ url: CONFIG, headers })).json().auth.grantedPolicies)
      .filter((name) => name.startsWith('Crm.'))
      .sort();

  before(async () => {
    t = await createTestApp();
    host = (await hostAdmin(t)).headers;
    tenant = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  it('gives the host administrator the home page only, a tenant administrator every page', async () => {
    expect(await crmOf(host)).toEqual(['Crm.HomePage']);
    expect(await crmOf(tenant)).toEqual(
      expect.arrayContaining([
        'Crm.AssetManagement',
        'Crm.HomePage',
        'Crm.PortfolioModify',
        'Crm.PortfolioStatus',
        'Crm.QuestionModify',
        'Crm.Turnover',
      ]),
    );
  });

  it('refuses the host administrator the calls of the portfolio pages', async () => {
    for (const url of [
      '/api/app/sms-outbox',
      '/api/app/basket/basket-admin-list',
      '/api/app/report/turnover?basketId=00000000-0000-4000-8000-000000000000',
    ]) {
      const answer = await t.app.inject({ url, headers: host });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
  });

  it('offers no portfolio permission to grant on the host, and refuses one', async () => {
    const role = '/api/permission-management/permissions?providerName=R&providerKey=admin';
    const listed = (await t.app.inject({ url: role, headers: host })).json() as {
      groups: { name: string; permissions: { name: string }[] }[];
    };
    const crm = listed.groups.find((group) => group.name === 'Crm');
    expect(crm?.permissions.map((p) => p.name)).toEqual(['Crm.HomePage']);
    const grant = await t.app.inject({
      method: 'PUT',
      url: role,
      headers: host,
      payload: { permissions: [{ name: 'Crm.PortfolioModify', isGranted: true }] },
    });
    expect(grant.statusCode).toBe(400);
  });
});
