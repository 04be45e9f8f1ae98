// The demo's contracts: an active one for every basket membership (dated from the day the
// customer joined), and, in the small set, contracts of a few customers in other states so the
// back office has a queue: pending approval, rejected, expired and one still in the wizard.
import { randomUUID } from 'node:crypto';
import { bulkInsert } from '../../db/bulk-insert';
import type { TenantDb } from '../../db/tenant-scope';
import { businessToday } from '../../clock/business-clock';
import { contractEnd } from '../../contracts/contract-lifecycle';
import type { ContractState } from '../../contracts/contract-states';
import type { DemoBasket } from './baskets-loader';
import { demoMobile, demoName, demoNationalCode, demoSheba } from './demo-people';

interface DemoContract {
  userIndex: number;
  userId: string;
  basket: { id: string; riskLevel: number; wagePlanId: string } | null;
  state: ContractState;
  since: string;
}

const MONTHS = 60;

function rowOf(c: DemoContract, today: string) {
  const signed = ['PendingApproval', 'Active', 'Rejected', 'Expired'].includes(c.state);
  const ends = c.state === 'Expired' ? today : contractEnd(c.since, MONTHS);
  const { name, surname } = demoName(c.userIndex);
  return [
    randomUUID(),
    c.userId,
    c.state,
    demoNationalCode(c.userIndex),
    demoMobile(c.userIndex),
    name,
    surname,
    demoSheba(c.userIndex),
    c.basket?.id ?? null,
    c.basket?.wagePlanId ?? null,
    MONTHS,
    ['Active', 'Expired'].includes(c.state) ? c.since : null,
    ['Active', 'Expired'].includes(c.state) ? ends : null,
    c.basket ? c.basket.riskLevel * 4 : null,
    c.basket?.riskLevel ?? null,
    signed ? new Date(`${c.since}T08:00:00Z`).toISOString() : null,
  ];
}

const COLUMNS = [
  ['id', 'uuid'],
  ['customer_id', 'uuid'],
  ['state', 'text'],
  ['national_code', 'text'],
  ['mobile', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['sheba', 'text'],
  ['basket_id', 'uuid'],
  ['wage_plan_id', 'uuid'],
  ['duration_months', 'int'],
  ['starts_on', 'date'],
  ['ends_on', 'date'],
  ['risk_score', 'int'],
  ['risk_level', 'smallint'],
  ['signed_at', 'timestamptz'],
] as const;

export async function seedDemoContracts(
  scope: TenantDb,
  baskets: readonly DemoBasket[],
  offered: readonly DemoBasket[],
  userIds: ReadonlyMap<string, string>,
  withQueue: boolean,
): Promise<number> {
  const today = businessToday();
  const indexOf = new Map(
    [...userIds.keys()].map((name) => [userIds.get(name)!, Number(name.replace(/\D/g, ''))]),
  );
  const contracts: DemoContract[] = baskets.flatMap((b) =>
    b.members.map((m) => ({
      userIndex: indexOf.get(m.userId) ?? 0,
      userId: m.userId,
      basket: b,
      state: 'Active' as const,
      since: m.since,
    })),
  );
  if (withQueue && offered.length > 0) {
    const queue: [string, ContractState][] = [
      ['customer3', 'PendingApproval'],
      ['customer5', 'ReviewContract'],
      ['customer6', 'Rejected'],
      ['customer7', 'Expired'],
    ];
    for (const [userName, state] of queue) {
      const userId = userIds.get(userName);
      if (userId)
        contracts.push({
          userIndex: indexOf.get(userId)!,
          userId,
          basket: offered[1]!,
          state,
          since: '2024-01-02',
        });
    }
  }
  const rows = contracts.map((c) => rowOf(c, today));
  await bulkInsert(scope, 'portfolio_contract', COLUMNS, rows);
  await bulkInsert(
    scope,
    'portfolio_contract_history',
    [
      ['id', 'uuid'],
      ['contract_id', 'uuid'],
      ['to_state', 'text'],
      ['note', 'text'],
    ],
    rows.map((row) => [randomUUID(), row[0], row[2], 'demo data']),
  );
  return rows.length;
}
