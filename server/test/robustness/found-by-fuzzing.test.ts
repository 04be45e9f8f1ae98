// The faults the fuzzer found, pinned as fixed requests (the fuzzer draws at random, so it may
// not meet them again): each was a 5xx or an answer outside ABP's error format.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { abpErrorProblem } from './support/abp-error';

type Call = ReturnType<typeof caller>;

describe('faults found by fuzzing stay fixed', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Call;
  let staffHeaders: Record<string, string>;
  let customer: Call;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    admin = (await tenantAdmin(t)).headers;
    staffHeaders = await demoAccount(t, 'backoffice');
    staff = caller(t, staffHeaders);
    customer = caller(t, await demoAccount(t, 'newcustomer'));
  });
  after(() => t.close());

  const refusal = async (request: InjectOptions) => {
    const answer = await t.app.inject(request);
    expect(abpErrorProblem(answer)).toBeUndefined();
    return { status: answer.statusCode, code: answer.json().error.code as string };
  };

  it('answers the router’s own refusals in ABP’s format, whatever the culture cookie', async () => {
    const headers = { ...admin, cookie: '.AspNetCore.Culture=%' };
    expect(await refusal({ url: '/api/identity/users/%E0%A4%A', headers })).toEqual({
      status: 400,
      code: 'Crm:MalformedRequest',
    });
    expect(await refusal({ url: `/api/identity/users/${'ی'.repeat(400)}`, headers })).toEqual({
      status: 414,
      code: 'Crm:UriTooLong',
    });
  });

  it('answers a tenant key with NUL or control characters as an unknown tenant (was a 500 on PostgreSQL)', async () => {
    for (const key of ['%00', 'demo%00', '%1Fdemo', 'x'.repeat(300)]) {
      const answer = await t.app.inject({
        url: `/api/abp/application-configuration?__tenant=${key}`,
      });
      expect(abpErrorProblem(answer)).toBeUndefined();
      expect({ key, status: answer.statusCode, code: answer.json().error.code }).toEqual({
        key,
        status: 404,
        code: 'Crm:TenantNotFound',
      });
    }
  });

  it('refuses a skip count past a billion as invalid (was a 500 on PostgreSQL: offset out of range)', async () => {
    for (const url of [
      '/api/app/basket/basket-admin-list?skipCount=9999999999999999999999999999999999999999',
      '/api/app/portfolio-contract/portfolio-contracts?skipCount=1e40',
      '/api/identity/users?skipCount=10000000000',
    ]) {
      const answer = await t.app.inject({
        url,
        headers: url.includes('identity') ? admin : staffHeaders,
      });
      expect(abpErrorProblem(answer)).toBeUndefined();
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
    }
  });

  it('refuses NUL in any text, and a day the calendar lacks, as invalid', async () => {
    const nul = await refusal({
      method: 'POST',
      url: '/api/identity/roles',
      headers: admin,
      payload: { name: 'a\u0000b' },
    });
    expect(nul).toEqual({ status: 400, code: 'Crm:ValidationError' });
    const basket = (
      (await staff('GET', '/api/app/basket/basket-admin-list?maxResultCount=1')).json() as {
        items: { basketID: string }[];
      }
    ).items[0]!.basketID;
    const day = await refusal({
      url: `/api/app/report/special-basket-financial?basketId=${basket}&fromDate=2024-02-30`,
      headers: admin,
    });
    expect(day).toEqual({ status: 400, code: 'Crm:ValidationError' });
  });

  it('takes a role named twice as one, and refuses two bands of one risk level', async () => {
    const user = (
      await caller(t, admin)('GET', '/api/identity/users/by-username/customer1')
    ).json() as {
      id: string;
    };
    const roles = await caller(t, admin)('PUT', `/api/identity/users/${user.id}/roles`, {
      roleNames: ['customer', 'customer'],
    });
    expect(roles.status).toBe(204);
    const bands = await staff('PUT', '/api/app/questionnaire/risk-levels', {
      bands: [
        { level: 3, minScore: 1, title: 'a' },
        { level: 3, minScore: 2, title: 'b' },
      ],
    });
    expect(bands.status).toBe(400);
    const huge = await staff('PUT', '/api/app/questionnaire/risk-levels', {
      bands: [{ level: 1, minScore: 10_000_000_000, title: 'a' }],
    });
    expect(huge.status).toBe(400);
  });

  it('answers 404 for a contract naming a basket or a wage plan that does not exist', async () => {
    const created = await customer('POST', '/api/app/portfolio-contract/save-portfolio-contract', {
      stateCode: 'CompleteUserInformation',
      basketId: randomUUID(),
    });
    expect([created.status, (created.json() as { error: { code: string } }).error.code]).toEqual([
      404,
      'Crm:BasketNotFound',
    ]);
    const contract = (
      (
        await staff('GET', '/api/app/portfolio-contract/portfolio-contracts?maxResultCount=50')
      ).json() as {
        items: { id: string; stateCode: string }[];
      }
    ).items.find((c) => c.stateCode !== 'Active' && c.stateCode !== 'Cancelled')!;
    const plan = await staff('POST', '/api/app/portfolio-contract/update-portfolio-contract', {
      id: contract.id,
      wagePlanId: randomUUID(),
    });
    expect(plan.status).toBe(404);
  });
});
