// Every report route of the table, asked about customer2's basket by customer1 and by another
// tenant's administrator: 404 every time, with nothing of the basket in the answer. The back
// office reads it (Crm.PortfolioModify may see every basket of its tenant).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { caller, demoAccount, otherTenantAdmin } from '../../../test/helpers/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { PDF_ROUTE, REPORT_ROUTES } from '../report-routes.table';

type Call = ReturnType<typeof caller>;

describe('reports stay with the basket’s owner', () => {
  let t: TestApp;
  let owner: Call;
  let backoffice: Call;
  let intruders: [string, Call][];
  let basketId: string;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    owner = caller(t, await demoAccount(t, 'customer2'));
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    intruders = [
      ['customer1', caller(t, await demoAccount(t, 'customer1'))],
      ['other tenant admin', caller(t, await otherTenantAdmin(t))],
    ];
    const own = (await owner('GET', '/api/app/basket/approved-baskets-list')).json() as {
      items: { basketID: string }[];
    };
    basketId = own.items[0]!.basketID;
  });
  after(() => t.close());

  it('answers 404 to anyone else for every report naming the basket', async () => {
    const named = REPORT_ROUTES.filter((route) => 'basketId' in route.query.entries).map(
      (r) => r.url,
    );
    expect(named.length).toBeGreaterThanOrEqual(14);
    const leaks: string[] = [];
    for (const url of [...named, PDF_ROUTE]) {
      for (const [name, call] of intruders) {
        const response = await call('GET', `${url}?basketId=${basketId}`);
        if (response.status !== 404 || response.body.includes(basketId))
          leaks.push(`${name}: ${url} → ${response.status}`);
      }
    }
    expect(leaks).toEqual([]);
    const table = t.app.routeTable.map((route) => route.url);
    expect([...named, PDF_ROUTE].every((url) => table.includes(url))).toBe(true);
  });

  it('lets the owner and the back office read it (joint-only reports refuse a special basket)', async () => {
    for (const route of REPORT_ROUTES.filter((r) => 'basketId' in r.query.entries)) {
      for (const call of [owner, backoffice]) {
        const response = await call('GET', `${route.url}?basketId=${basketId}`);
        const jointOnly = /joint-share/.test(route.url);
        expect([route.url, response.status]).toEqual([route.url, jointOnly ? 400 : 200]);
      }
    }
  });

  it('keeps the baskets of others out of the cross-basket reports', async () => {
    const [, customer1] = intruders[0]!;
    const instruments = (await owner('GET', '/api/app/report/held-instruments')).json() as {
      items: { instrumentId: string }[];
    };
    for (const { instrumentId } of instruments.items.slice(0, 5)) {
      const state = (
        await customer1('GET', `/api/app/basket/asset-state-share?instrumentId=${instrumentId}`)
      ).json() as { items: { basketId: string }[] };
      expect(state.items.map((row) => row.basketId)).not.toContain(basketId);
    }
  });
});
