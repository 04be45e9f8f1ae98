import { sql, type Kysely } from 'kysely';

// Wage plans are in force for a period of days (`effective_from` to `effective_to`, open-ended
// when null). Plans from before this migration count from 2000-01-01. Overlapping periods of the
// same basket kind and risk level are refused by the service (wages/wage-plans.service.ts).
const statements = [
  `alter table wage_plan add column effective_from date not null default '2000-01-01'`,
  `alter table wage_plan add column effective_to date`,
  `alter table wage_plan add constraint wage_plan_period_check
    check (effective_to is null or effective_to >= effective_from)`,
  `alter table wage_plan add constraint wage_plan_hurdle_check
    check (hurdle_ppm between 0 and 1000000)`,
  `create index wage_plan_kind_idx on wage_plan (tenant_id, basket_kind, risk_level)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists wage_plan_kind_idx`).execute(db);
  await sql
    .raw(`alter table wage_plan drop constraint if exists wage_plan_hurdle_check`)
    .execute(db);
  await sql
    .raw(`alter table wage_plan drop constraint if exists wage_plan_period_check`)
    .execute(db);
  await sql.raw(`alter table wage_plan drop column if exists effective_to`).execute(db);
  await sql.raw(`alter table wage_plan drop column if exists effective_from`).execute(db);
}
