// The demo's wage plans: special baskets at 1.5, 2 and 2.5 % a year, the joint pools at 2 %
// with a 20 % performance fee over an 18 % hurdle.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../../db/tenant-scope';
import { insertWagePlan } from '../../baskets/baskets.repository';

const PLANS = [
  { kind: 'special', fee: 15_000, title: 'کارمزد سبد اختصاصی — کم‌ریسک', risk: 2 },
  { kind: 'special', fee: 20_000, title: 'کارمزد سبد اختصاصی — متوازن', risk: 3 },
  { kind: 'special', fee: 25_000, title: 'کارمزد سبد اختصاصی — پرریسک', risk: 4 },
  { kind: 'joint', fee: 20_000, title: 'کارمزد سبد مشترک', risk: null },
] as const;

/** Inserts the plans; returns a lookup by basket kind and annual fee (ppm). */
export async function insertDemoWagePlans(scope: TenantDb) {
  const ids = new Map<string, string>();
  for (const plan of PLANS) {
    const id = randomUUID();
    ids.set(`${plan.kind}:${plan.fee}`, id);
    await insertWagePlan(scope, {
      id,
      title: plan.title,
      basket_kind: plan.kind,
      risk_level: plan.risk,
      management_fee_ppm: plan.fee,
      performance_fee_ppm: plan.kind === 'joint' ? 200_000 : 0,
      hurdle_ppm: plan.kind === 'joint' ? 180_000 : 0,
    });
  }
  return (kind: 'special' | 'joint', feePpm: number): string =>
    ids.get(`${kind}:${feePpm}`) ?? ids.get(`${kind}:20000`)!;
}
