// Contracts whose duration has run out: the hourly job moves them to Expired the day after their
// end date, takes the customer out of the basket, records the move without an actor, and never
// moves one twice.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { contractDetailSchema, contractSchema } from '@crm/shared/dto';
import { expireEndedContracts } from '../../src/contracts/contract-expiry';
import { inTenant } from '../../src/db/tenant-scope';
import { addDays } from '../../src/portfolio/engine';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';
type Call = ReturnType<typeof caller>;

describe('contracts whose duration has ended', () => {
  let t: TestApp;
  let customer2: Call;
  let backoffice: Call;
  let contractId: string;
  const today = new Date().toISOString().slice(0, 10);

  const setEnd = async (endsOn: string) => {
    const demo = await findTenantByName(t.database.db, 'demo');
    await inTenant(t.database.db, demo!.id, (scope) =>
      scope.db
        .updateTable('portfolio_contract')
        .set({ ends_on: endsOn })
        .where('id', '=', contractId)
        .execute(),
    );
  };
  const approvedBaskets = async () =>
    (
      (await customer2('GET', '/api/app/basket/approved-baskets-list')).json() as {
        items: unknown[];
      }
    ).items.length;

  before(async () => {
    t = await createTestApp({ portfolio: true });
    customer2 = caller(t, await demoAccount(t, 'customer2'));
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    const active = v.parse(
      contractSchema,
      (await customer2('GET', `${B}/active-portfolio-contract`)).json(),
    );
    contractId = active.id;
  });
  after(() => t.close());

  it('keeps a contract active through its end date', async () => {
    await setEnd(today);
    expect(await expireEndedContracts(t.database.db, today)).toBe(0);
    expect((await customer2('GET', `${B}/portfolio-contract-state`)).body).toBe('Active');
    expect(await approvedBaskets()).toBe(1);
  });

  it('expires it the day after, once: the customer leaves the basket; no one is named as actor', async () => {
    await setEnd(addDays(today, -1));
    expect(await expireEndedContracts(t.database.db, today)).toBe(1);
    expect(await expireEndedContracts(t.database.db, today)).toBe(0);
    expect(await approvedBaskets()).toBe(0);
    const detail = v.parse(
      contractDetailSchema,
      (await backoffice('GET', `${B}/${contractId}/portfolio-contract-by-id`)).json(),
    );
    expect(detail.stateCode).toBe('Expired');
    expect(detail.history.at(-1)).toMatchObject({
      fromState: 'Active',
      toState: 'Expired',
      actorId: null,
    });
    expect((await customer2('GET', `${B}/has-current-user-portfolio-contract`)).json()).toBe(false);
  });
});
