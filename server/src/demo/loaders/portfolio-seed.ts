// The portfolio demo of a tenant: the market, wage plans, customers with their baskets and
// years of events, the named accounts (customer1, customer2, newcustomer, expired, backoffice)
// and baskets on offer. Runs once per tenant (skipped when the tenant has instruments).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { inTenant, type TenantDb } from '../../db/tenant-scope';
import { ensureStaticRoles } from '../../identity/role-setup';
import { hasInstruments } from '../../market/market.repository';
import { createDemoDataset, DEMO_FEE_SCHEDULES, LARGE_DEMO, SMALL_DEMO } from '../dataset';
import {
  demoBasketsOf,
  insertDemoBaskets,
  insertDemoEvents,
  type DemoBasket,
} from './baskets-loader';
import { demoMobile, demoName, demoNationalCode } from './demo-people';
import { businessToday } from '../../clock/business-clock';
import { demoWindow } from './demo-window';
import { seedDemoContracts } from './contracts-seed';
import { loadDemoMarket } from './market-loader';
import { seedQuestionnaire } from './questionnaire-seed';
import { insertDemoUsers, type DemoUser } from './users-loader';
import { insertDemoWagePlans } from './wage-plans';

export interface PortfolioDemoOptions {
  size: 'small' | 'large';
  passwordHash: string;
  /** The business day the demo's data ends before (default today's). */
  today?: string;
  /** Overrides of the size's customer and deal counts (benchmarks). */
  customers?: number;
  deals?: number;
}

export interface PortfolioDemoReport {
  customers: number;
  baskets: number;
  prices: number;
  events: number;
  deals: number;
  contracts: number;
  userIds: ReadonlyMap<string, string>;
  demoBaskets: readonly DemoBasket[];
}

const EVENT_BASKETS_PER_TRANSACTION = 250;

async function hasMarket(db: Db, tenantId: string): Promise<boolean> {
  return inTenant(db, tenantId, hasInstruments);
}

function offerableBaskets(wagePlanOf: (kind: 'special', fee: number) => string): DemoBasket[] {
  return [
    [2, 15_000, 'سبد اختصاصی کم‌ریسک'],
    [3, 20_000, 'سبد اختصاصی متوازن'],
    [4, 25_000, 'سبد اختصاصی پرریسک'],
  ].map(([risk, fee, name], i) => ({
    id: randomUUID(),
    code: `SP-${i + 1}`,
    name: name as string,
    kind: 'special',
    riskLevel: risk as number,
    wagePlanId: wagePlanOf('special', fee as number),
    members: [],
  }));
}

function demoUsers(customerCount: number, roles: { customer: string; backoffice: string }) {
  const customer = (userName: string, index: number, extra: Partial<DemoUser> = {}): DemoUser => ({
    userName,
    ...demoName(index),
    phoneNumber: demoMobile(index),
    nationalCode: demoNationalCode(index),
    roleId: roles.customer,
    ...extra,
  });
  const users = Array.from({ length: customerCount }, (_, i) =>
    customer(`customer${i + 1}`, i + 1),
  );
  users.push(
    customer('newcustomer', customerCount + 1, { nationalCode: null }),
    customer('expired', customerCount + 2, { shouldChangePassword: true, passwordAgeDays: 400 }),
    { userName: 'backoffice', name: 'کارشناس', surname: 'پشتیبانی', roleId: roles.backoffice },
  );
  return users;
}

export async function seedPortfolioDemo(
  db: Db,
  tenantId: string,
  options: PortfolioDemoOptions,
): Promise<PortfolioDemoReport | null> {
  if (await hasMarket(db, tenantId)) return null;
  const base = options.size === 'large' ? LARGE_DEMO : SMALL_DEMO;
  const dataset = createDemoDataset({
    ...base,
    ...demoWindow(options.today ?? businessToday()),
    customers: options.customers ?? base.customers,
    targetDeals: options.deals ?? base.targetDeals,
  });
  const setup = await inTenant(db, tenantId, async (scope) => {
    const roles = await ensureStaticRoles(scope, false);
    const market = await loadDemoMarket(scope, dataset.market, DEMO_FEE_SCHEDULES);
    const wagePlanOf = await insertDemoWagePlans(scope);
    const userIds = await insertDemoUsers(
      scope,
      demoUsers(dataset.customers.length, {
        customer: roles.customer.id,
        backoffice: roles.backoffice.id,
      }),
      options.passwordHash,
    );
    const baskets = demoBasketsOf(dataset, (key) => userIds.get(key), wagePlanOf);
    const offered = offerableBaskets(wagePlanOf);
    await insertDemoBaskets(scope, [...baskets, ...offered]);
    await seedQuestionnaire(scope);
    const contracts = await seedDemoContracts(
      scope,
      baskets,
      offered,
      userIds,
      options.size === 'small',
    );
    return { market, userIds, baskets, contracts };
  });
  const totals = { events: 0, deals: 0 };
  const holder = (key: string) => setup.userIds.get(key)!;
  for (let i = 0; i < setup.baskets.length; i += EVENT_BASKETS_PER_TRANSACTION) {
    const chunk = setup.baskets.slice(i, i + EVENT_BASKETS_PER_TRANSACTION);
    const counts = await inTenant(db, tenantId, (scope: TenantDb) =>
      insertDemoEvents(scope, chunk, holder),
    );
    totals.events += counts.events;
    totals.deals += counts.deals;
  }
  return {
    customers: dataset.customers.length,
    baskets: setup.baskets.length,
    prices: setup.market.prices,
    contracts: setup.contracts,
    ...totals,
    userIds: setup.userIds,
    demoBaskets: setup.baskets,
  };
}
