// The customer's own contract page asks `current-user-portfolio-contract`: it answers the caller's
// own contract only. Staff, who may list every contract of the tenant, get none of them there
// (issue 31: the tenant's admin was shown customer1's contract as their own).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { contractListSchema, contractSchema } from '@crm/shared/dto';
import { caller, demoAccount, otherTenantAdmin } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';
const OWN = `${B}/current-user-portfolio-contract`;
type Call = ReturnType<typeof caller>;

const listOf = async (who: Call) =>
  v.parse(
    contractListSchema,
    (await who('GET', `${B}/portfolio-contracts?maxResultCount=1000`)).json(),
  ).items;

describe('the caller’s own contract', () => {
  let t: TestApp;
  let backoffice: Call;
  let admin: Call;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    admin = caller(t, await demoAccount(t, 'admin'));
  });
  after(() => t.close());

  it('is none for staff, though they may list every contract of the tenant', async () => {
    for (const staff of [admin, backoffice]) {
      expect((await listOf(staff)).length).toBeGreaterThan(5);
      const own = await staff('GET', OWN);
      expect(own.status).toBe(200);
      expect(own.json()).toBeNull();
      expect((await staff('GET', `${B}/active-portfolio-contract`)).json()).toBeNull();
    }
  });

  it('is a customer’s own, the one in progress or active before a closed one', async () => {
    for (const userName of ['customer1', 'customer3', 'customer5', 'customer6', 'customer7']) {
      const customer = caller(t, await demoAccount(t, userName));
      const theirs = await listOf(customer);
      const own = v.parse(v.nullable(contractSchema), (await customer('GET', OWN)).json());
      expect([userName, own?.id]).toEqual([userName, expect.any(String)]);
      expect(theirs.map((c) => c.id)).toContain(own!.id);
      const inProgress = theirs.find(
        (c) => !['Active', 'Rejected', 'Cancelled', 'Expired'].includes(c.stateCode),
      );
      const active = theirs.find((c) => c.stateCode === 'Active');
      expect([userName, own!.id]).toEqual([userName, (inProgress ?? active ?? theirs[0]!).id]);
    }
  });

  it('is a closed contract (with the back office’s reason) when the customer has nothing else', async () => {
    const customer = caller(t, await demoAccount(t, 'newcustomer'));
    expect((await customer('GET', OWN)).json()).toBeNull();
    const created = v.parse(
      contractSchema,
      (
        await customer('POST', `${B}/save-portfolio-contract`, {
          stateCode: 'CompleteUserInformation',
          nationalCode: '',
          basketId: null,
          isFromBackOffice: false,
        })
      ).json(),
    );
    const cancelled = await backoffice('POST', `${B}/update-portfolio-contract`, {
      id: created.id,
      stateCode: 'Cancelled',
      rejectionReason: 'مدارک ناقص است',
    });
    expect(cancelled.status).toBe(200);
    expect((await customer('GET', `${B}/active-portfolio-contract`)).json()).toBeNull();
    expect(v.parse(contractSchema, (await customer('GET', OWN)).json())).toMatchObject({
      id: created.id,
      stateCode: 'Cancelled',
      rejectionReason: 'مدارک ناقص است',
    });
    // The back office's own page still shows nothing of it.
    expect((await backoffice('GET', OWN)).json()).toBeNull();
  });

  it('is none for another tenant’s administrator', async () => {
    const other = caller(t, await otherTenantAdmin(t));
    expect((await other('GET', OWN)).json()).toBeNull();
  });

  it('is refused without a sign-in', async () => {
    expect((await t.app.inject({ url: OWN, headers: { __tenant: 'demo' } })).statusCode).toBe(401);
  });
});
