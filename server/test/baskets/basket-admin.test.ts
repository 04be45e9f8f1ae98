// The back office's baskets: creating and changing them (code, name, kind, risk level, state,
// approval), what a customer is then offered, who may do it, and another tenant kept out.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { basketAdminListSchema, basketAdminSchema, basketListSchema } from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/basket';
type Call = ReturnType<typeof caller>;

const input = (overrides: object = {}) => ({
  basketCode: 'SP-NEW',
  basketName: 'سبد اختصاصی تازه',
  kind: 'special',
  riskLevel: 2,
  state: 'active',
  isApproved: false,
  ...overrides,
});

describe('baskets in the back office', () => {
  let t: TestApp;
  let backoffice: Call;
  let customer: Call;
  let other: Call;
  let id: string;
  const offered = async () =>
    v
      .parse(
        basketListSchema,
        (await customer('GET', `${B}/basket-list?maxResultCount=100`)).json(),
      )
      .items.map((b) => b.basketCode);

  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    customer = caller(t, await demoAccount(t, 'newcustomer'));
    other = caller(t, await otherTenantAdmin(t));
  });
  after(() => t.close());

  it('lists every basket with its members and the wage plan in force', async () => {
    const list = v.parse(
      basketAdminListSchema,
      (await backoffice('GET', `${B}/basket-admin-list?maxResultCount=200`)).json(),
    );
    const sp2 = list.items.find((b) => b.basketCode === 'SP-2')!;
    expect(sp2).toMatchObject({ memberCount: 0, riskLevel: 3, isApproved: true });
    expect(sp2.wagePlanTitle).toContain('متوازن');
    expect(list.items.some((b) => b.memberCount > 0)).toBe(true);
  });

  it('creates a basket, offered to customers only once approved', async () => {
    const created = v.parse(
      basketAdminSchema,
      (await backoffice('POST', `${B}/create-basket`, input())).json(),
    );
    id = created.basketID;
    expect(created).toMatchObject({ basketCode: 'SP-NEW', riskLevel: 2, isApproved: false });
    expect(created.wagePlanTitle).toContain('کم‌ریسک');
    expect(await offered()).not.toContain('SP-NEW');
    const approved = await backoffice(
      'PUT',
      `${B}/update-basket/${id}`,
      input({ isApproved: true, basketName: 'سبد تأییدشده' }),
    );
    expect(approved.status).toBe(200);
    expect(v.parse(basketAdminSchema, approved.json()).basketName).toBe('سبد تأییدشده');
    expect(await offered()).toContain('SP-NEW');
    await backoffice(
      'PUT',
      `${B}/update-basket/${id}`,
      input({ isApproved: true, state: 'suspended' }),
    );
    expect(await offered()).not.toContain('SP-NEW');
  });

  it('refuses a taken code, a bad risk level and an empty name', async () => {
    const taken = await backoffice('POST', `${B}/create-basket`, input({ basketCode: 'SP-1' }));
    expect(taken.status).toBe(409);
    expect((taken.json() as { error: { code: string } }).error.code).toBe('Crm:BasketCodeTaken');
    const bad = await backoffice(
      'POST',
      `${B}/create-basket`,
      input({ riskLevel: 6, basketName: '' }),
    );
    expect(bad.status).toBe(400);
    const members = (
      bad.json() as { error: { validationErrors: { members: string[] }[] } }
    ).error.validationErrors.flatMap((e) => e.members);
    expect(members.sort()).toEqual(['basketName', 'riskLevel']);
  });

  it('keeps the kind of a basket with members', async () => {
    const list = v.parse(
      basketAdminListSchema,
      (await backoffice('GET', `${B}/basket-admin-list?maxResultCount=200`)).json(),
    );
    const held = list.items.find((b) => b.memberCount > 0 && b.kind === 'special')!;
    const changed = await backoffice(
      'PUT',
      `${B}/update-basket/${held.basketID}`,
      input({ basketCode: held.basketCode, kind: 'joint', riskLevel: held.riskLevel }),
    );
    expect(changed.status).toBe(409);
  });

  it('is closed to customers and to another tenant', async () => {
    expect((await customer('GET', `${B}/basket-admin-list`)).status).toBe(403);
    expect((await customer('POST', `${B}/create-basket`, input({ basketCode: 'X' }))).status).toBe(
      403,
    );
    expect((await customer('PUT', `${B}/update-basket/${id}`, input())).status).toBe(403);
    expect((await other('PUT', `${B}/update-basket/${id}`, input())).status).toBe(404);
    const theirs = v.parse(
      basketAdminListSchema,
      (await other('GET', `${B}/basket-admin-list`)).json(),
    );
    expect(theirs.totalCount).toBe(0);
  });
});
