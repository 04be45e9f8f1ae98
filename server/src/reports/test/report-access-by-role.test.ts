// Who reads the reports of a basket, by what they hold: staff with the back office's permission
// read any basket of their tenant (the one they pick in the back office's basket picker, which
// lists them all), each report still behind its own permission; a customer reads only their own.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { basketListSchema } from '@crm/shared/dto';
import { caller, demoAccount } from '../../../test/helpers/demo-accounts';
import { createUser, signIn } from '../../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

type Call = ReturnType<typeof caller>;
const DASHBOARD = '/api/app/report/dashboard';
const TURNOVER = '/api/app/report/turnover';

describe('report access by role', () => {
  let t: TestApp;
  let admin: Call;
  let customer1: Call;
  let theirs: string;
  let ownOf1: string;

  const approved = async (who: Call) =>
    v.parse(basketListSchema, (await who('GET', '/api/app/basket/approved-baskets-list')).json())
      .items;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    admin = caller(t, await demoAccount(t, 'admin'));
    customer1 = caller(t, await demoAccount(t, 'customer1'));
    theirs = (await approved(caller(t, await demoAccount(t, 'customer2'))))[0]!.basketID;
    ownOf1 = (await approved(customer1))[0]!.basketID;
  });
  after(() => t.close());

  it('lets the back office find any basket of the tenant in its picker and read it', async () => {
    const backoffice = caller(t, await demoAccount(t, 'backoffice'));
    const all = v.parse(
      basketListSchema,
      (await backoffice('GET', '/api/app/basket/basket-list?maxResultCount=1000')).json(),
    );
    expect(all.items.map((b) => b.basketID)).toEqual(expect.arrayContaining([theirs, ownOf1]));
    const code = all.items.find((b) => b.basketID === theirs)!.basketCode;
    const found = v.parse(
      basketListSchema,
      (await backoffice('GET', `/api/app/basket/basket-list?filter=${code}`)).json(),
    );
    expect(found.items.map((b) => b.basketID)).toContain(theirs);
    for (const staff of [backoffice, admin]) {
      for (const basketId of [theirs, ownOf1]) {
        expect((await staff('GET', `${DASHBOARD}?basketId=${basketId}`)).status).toBe(200);
        expect((await staff('GET', `${TURNOVER}?basketId=${basketId}`)).status).toBe(200);
      }
    }
  });

  it('keeps each report behind its own permission, for staff too', async () => {
    const role = 'staff-without-turnover';
    expect((await admin('POST', '/api/identity/roles', { name: role })).status).toBe(200);
    const granted = await admin(
      'PUT',
      `/api/permission-management/permissions?providerName=R&providerKey=${role}`,
      {
        permissions: ['Crm.HomePage', 'Crm.PortfolioModify'].map((name) => ({
          name,
          isGranted: true,
        })),
      },
    );
    expect(granted.status).toBe(204);
    const adminHeaders = await demoAccount(t, 'admin');
    const user = await createUser(t, adminHeaders, [role]);
    const staff = caller(t, (await signIn(t, user.userName, user.password, 'demo')).headers);
    expect((await staff('GET', `${DASHBOARD}?basketId=${theirs}`)).status).toBe(200);
    expect((await staff('GET', `${TURNOVER}?basketId=${theirs}`)).status).toBe(403);
  });

  it('lets a customer read their own basket only, and pick from the offer alone', async () => {
    expect((await customer1('GET', `${DASHBOARD}?basketId=${ownOf1}`)).status).toBe(200);
    const answer = await customer1('GET', `${DASHBOARD}?basketId=${theirs}`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(theirs);
    const offer = v.parse(
      basketListSchema,
      (await customer1('GET', '/api/app/basket/basket-list?maxResultCount=1000')).json(),
    );
    expect(offer.items.map((b) => b.basketID)).not.toContain(theirs);
  });
});
