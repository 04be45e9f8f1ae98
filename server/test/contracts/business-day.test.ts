// The server's "today" is the day in Tehran: at 00:30 on 1404/01/01 in Tehran (21:00 UTC on
// 2025-03-20) a contract approved starts on 2025-03-21, one that ended on 2025-03-20 expires, and
// the wage plan in force is the one that begins on 2025-03-21 — the UTC date would say otherwise.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import * as v from 'valibot';
import { contractSchema, wagePlanListSchema, wagePlanTermsSchema } from '@crm/shared/dto';
import { jalaliToIso } from '@crm/shared/persian';
import { createBusinessClock } from '../../src/clock/business-clock';
import { loadConfig } from '../../src/config/env';
import { expireEndedContracts } from '../../src/contracts/contract-expiry';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { offeredBasket } from '../helpers/contract-wizard';
import { createTestApp, type TestApp } from '../helpers/test-app';

const B = '/api/app/portfolio-contract';
const W = '/api/app/portfolio-wage';
const HALF_PAST_MIDNIGHT_IN_TEHRAN = new Date('2025-03-20T21:00:00Z');
const TEHRAN_TODAY = '2025-03-21';
const UTC_TODAY = '2025-03-20';
type Call = ReturnType<typeof caller>;

describe('the business day at 00:30 in Tehran', () => {
  let t: TestApp;
  let backoffice: Call;
  let tenantId: string;
  const pendingContractId = async () =>
    inTenant(t.database.db, tenantId, async (scope) => {
      const row = await scope.db
        .selectFrom('portfolio_contract')
        .select('id')
        .where('state', '=', 'PendingApproval')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  const setEnd = (id: string, endsOn: string) =>
    inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .updateTable('portfolio_contract')
        .set({ ends_on: endsOn })
        .where('id', '=', id)
        .execute(),
    );

  before(async () => {
    t = await createTestApp({ portfolio: true, now: () => HALF_PAST_MIDNIGHT_IN_TEHRAN });
    backoffice = caller(t, await demoAccount(t, 'backoffice'));
    tenantId = (await findTenantByName(t.database.db, 'demo'))!.id;
  });
  after(() => t.close());

  it('is the Tehran date by default and the configured zone’s with CRM_TIME_ZONE', () => {
    expect(t.deps.clock.today()).toBe(TEHRAN_TODAY);
    const utc = loadConfig({ NODE_ENV: 'test', CRM_TIME_ZONE: 'UTC' }).timeZone;
    expect(createBusinessClock(utc, () => HALF_PAST_MIDNIGHT_IN_TEHRAN).today()).toBe(UTC_TODAY);
    expect(() => loadConfig({ NODE_ENV: 'test', CRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /CRM_TIME_ZONE/,
    );
  });

  it('starts an approved contract on the Tehran day and ends it months later in Jalali', async () => {
    const id = await pendingContractId();
    const approved = v.parse(
      contractSchema,
      (
        await backoffice('POST', `${B}/update-portfolio-contract`, { id, stateCode: 'Active' })
      ).json(),
    );
    expect(approved.startDate).toBe(TEHRAN_TODAY);
    const months = approved.contractDuration;
    expect(months).toBe(60);
    expect(approved.endDate).toBe(jalaliToIso({ year: 1409, month: 1, day: 1 }));
  });

  it('expires a contract whose end date was yesterday in Tehran (today in UTC)', async () => {
    const id = await pendingContractId().catch(() => undefined);
    expect(id).toBeUndefined();
    const active = await inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .selectFrom('portfolio_contract')
        .select('id')
        .where('state', '=', 'Active')
        .where('starts_on', '=', TEHRAN_TODAY)
        .executeTakeFirstOrThrow(),
    );
    await setEnd(active.id, UTC_TODAY);
    expect(await expireEndedContracts(t.database.db)).toBe(1);
    const detail = v.parse(
      contractSchema,
      (await backoffice('GET', `${B}/${active.id}/portfolio-contract-by-id`)).json(),
    );
    expect(detail.stateCode).toBe('Expired');
  });

  it('ends a changed duration in Jalali months: 1403/11/30 + 1 month is 1403/12/30', async () => {
    const active = await inTenant(t.database.db, tenantId, async (scope) => {
      const row = await scope.db
        .selectFrom('portfolio_contract')
        .select('id')
        .where('state', '=', 'Active')
        .executeTakeFirstOrThrow();
      await scope.db
        .updateTable('portfolio_contract')
        .set({ starts_on: jalaliToIso({ year: 1403, month: 11, day: 30 }) })
        .where('id', '=', row.id)
        .execute();
      return row;
    });
    const changed = v.parse(
      contractSchema,
      (
        await backoffice(
          'POST',
          `${B}/update-portfolio-contract-duration/${active.id}?contractDuration=1`,
        )
      ).json(),
    );
    expect(changed.endDate).toBe(jalaliToIso({ year: 1403, month: 12, day: 30 }));
  });

  it('applies the wage plan that begins on the Tehran day', async () => {
    const basketId = await offeredBasket(backoffice, 'SP-2');
    const inForce = async () =>
      v.parse(
        v.nullable(wagePlanTermsSchema),
        (await backoffice('GET', `${W}/basket-wage-plan/${basketId}`)).json(),
      );
    const old = (await inForce())!;
    const list = v.parse(wagePlanListSchema, (await backoffice('GET', `${W}/wage-plans`)).json());
    const { id: _id, usageCount: _usage, ...fields } = list.items.find((p) => p.id === old.id)!;
    const ended = await backoffice('PUT', `${W}/wage-plans/${old.id}`, {
      ...fields,
      effectiveTo: UTC_TODAY,
    });
    expect(ended.status).toBe(200);
    const next = await backoffice('POST', `${W}/wage-plans`, {
      ...fields,
      title: 'کارمزد نوروز',
      managementFeePercent: 2.5,
      effectiveFrom: TEHRAN_TODAY,
      effectiveTo: null,
    });
    expect(next.status).toBe(200);
    expect(await inForce()).toMatchObject({ managementFeePercent: 2.5 });
  });
});
