// /api/app/basket on the portfolio demo: what each demo account sees, ownership of baskets, the
// selected basket, the valuation date range; every answer checked against the public schemas.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import {
  basketListSchema,
  basketWithoutRiskListSchema,
  currentBasketInfoSchema,
  dayResultSchema,
} from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BASE = '/api/app/basket';
type Call = ReturnType<typeof caller>;

describe('basket API', () => {
  let t: TestApp;
  let customer1: Call;
  let customer2: Call;
  let newcustomer: Call;
  let backoffice: Call;
  let other: Call;
  let own1: v.InferOutput<typeof basketListSchema>['items'];
  let own2: v.InferOutput<typeof basketListSchema>['items'];

  before(async () => {
    t = await createTestApp({ portfolio: true });
    customer1 = caller(t, await demoAccount(t, 'customer1'));
    customer2 = caller(t, await demoAccount(t, 'customer2'));
    newcustomer = caller(t, await demoAccount(t, 'newcustomer'));
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    other = caller(t, await otherTenantAdmin(t));
    own1 = v.parse(
      basketListSchema,
      (await customer1('GET', `${BASE}/approved-baskets-list`)).json(),
    ).items;
    own2 = v.parse(
      basketListSchema,
      (await customer2('GET', `${BASE}/approved-baskets-list`)).json(),
    ).items;
  });
  after(() => t.close());

  it("lists each customer's approved baskets", async () => {
    expect(own1.map((b) => b.kind).sort()).toEqual(['joint', 'special']);
    expect(own2).toHaveLength(1);
    const none = v.parse(
      basketListSchema,
      (await newcustomer('GET', `${BASE}/approved-baskets-list`)).json(),
    );
    expect(none).toEqual({ items: [], totalCount: 0 });
  });

  it('saves the selected basket only among the caller’s own', async () => {
    const joint = own1.find((b) => b.kind === 'joint')!;
    expect((await customer1('PUT', `${BASE}/basket-id/${joint.basketID}`, {})).status).toBe(204);
    const info = v.parse(
      currentBasketInfoSchema,
      (await customer1('GET', `${BASE}/current-user-basket-info`)).json(),
    );
    expect(info).toMatchObject({ basketID: joint.basketID, isSelected: true, kind: 'joint' });
    expect(info.units).toBeGreaterThan(0);
    expect(info.customerValue).toBeGreaterThan(0);
    expect(info.customerValue!).toBeLessThanOrEqual(info.nav!);
    for (const attempt of [customer1, other]) {
      expect((await attempt('PUT', `${BASE}/basket-id/${own2[0]!.basketID}`, {})).status).toBe(404);
    }
    const still = v.parse(
      currentBasketInfoSchema,
      (await customer1('GET', `${BASE}/current-user-basket-info`)).json(),
    );
    expect(still.basketID).toBe(joint.basketID);
  });

  it('answers null basket info for a customer without baskets', async () => {
    const response = await newcustomer('GET', `${BASE}/current-user-basket-info`);
    expect(response.status).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('gives the valuation range of own baskets only (back office: any)', async () => {
    const special = own1.find((b) => b.kind === 'special')!;
    const to = v.parse(
      dayResultSchema,
      (await customer1('GET', `${BASE}/to-date-for-basket/${special.basketID}`)).json(),
    );
    const from = v.parse(
      dayResultSchema,
      (
        await customer1('GET', `${BASE}/from-date-for-basket/${special.basketID}?toDate=${to.date}`)
      ).json(),
    );
    expect(from.date < to.date).toBe(true);
    const early = await customer1(
      'GET',
      `${BASE}/from-date-for-basket/${special.basketID}?toDate=2000-01-01`,
    );
    expect(early.status).toBe(400);
    const foreign = own2[0]!.basketID;
    for (const path of [`to-date-for-basket/${foreign}`, `from-date-for-basket/${foreign}`]) {
      expect((await customer1('GET', `${BASE}/${path}`)).status).toBe(404);
      expect((await other('GET', `${BASE}/${path}`)).status).toBe(404);
      expect((await backoffice('GET', `${BASE}/${path}`)).status).toBe(200);
    }
  });

  it('offers customers only baskets on offer, filtered by risk; the back office sees all', async () => {
    const offered = v.parse(
      basketListSchema,
      (await newcustomer('GET', `${BASE}/basket-list?maxResultCount=100`)).json(),
    );
    expect(offered.items.every((b) => b.isApproved && b.state === 'active')).toBe(true);
    expect(offered.items.map((b) => b.basketCode)).toEqual(
      expect.arrayContaining(['SP-1', 'SP-2', 'SP-3', 'JB-1']),
    );
    expect(offered.items.map((b) => b.basketID)).not.toContain(own2[0]!.basketID);
    const low = v.parse(
      basketListSchema,
      (await newcustomer('GET', `${BASE}/basket-list?maxRiskLevel=2`)).json(),
    );
    expect(low.items.length).toBeGreaterThan(0);
    expect(low.items.every((b) => b.riskLevel <= 2)).toBe(true);
    const all = v.parse(
      basketListSchema,
      (await backoffice('GET', `${BASE}/basket-list?maxResultCount=1000`)).json(),
    );
    expect(all.totalCount).toBeGreaterThan(offered.totalCount);
    expect(all.items.map((b) => b.basketID)).toContain(own2[0]!.basketID);
    const page = v.parse(
      basketListSchema,
      (await backoffice('GET', `${BASE}/basket-list?maxResultCount=2&skipCount=1`)).json(),
    );
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.basketID).toBe(all.items[1]!.basketID);
    const otherTenant = v.parse(
      basketListSchema,
      (await other('GET', `${BASE}/basket-list`)).json(),
    );
    expect(otherTenant.totalCount).toBe(0);
  });

  it('lists the offer without risk values', async () => {
    const body = (
      await newcustomer('GET', `${BASE}/basket-list-with-out-risk-value?maxResultCount=50`)
    ).json();
    const list = v.parse(basketWithoutRiskListSchema, body);
    expect(list.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('riskLevel');
  });
});
