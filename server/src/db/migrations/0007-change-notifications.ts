import { sql, type Kysely } from 'kysely';

// Every replica keeps in-process read caches (cache/change-feed.ts) and learns of changes to
// the rows behind them through `NOTIFY crm_change`, sent by these triggers at commit. The
// payload names the table, the tenant and, for sessions, the user:
// `{"table":"user_session","tenant":"…","user":"…"}`. Identity rows are few and change
// rarely, so they notify per row (identical payloads of one transaction are sent once); the
// report inputs can change by the million in one statement (imports, the large demo), so they
// notify once per statement and tenant, from the statement's transition table. Of the stored
// series only the status row (`basket_series`) notifies: it changes whenever the series does.

const IDENTITY_TABLES = [
  'app_user',
  'app_role',
  'user_role',
  'permission_grant',
  'setting_value',
  'feature_value',
];
const REPORT_INPUT_TABLES = [
  'instrument',
  'daily_price',
  'market_holiday',
  'fee_schedule',
  'wage_plan',
  'basket',
  'basket_member',
  'basket_event',
  'basket_series',
];

const functions = [
  `create function crm_notify_row_change() returns trigger language plpgsql as $$
   declare
     changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
   begin
     perform pg_notify('crm_change', json_build_object(
       'table', tg_table_name,
       'tenant', changed ->> 'tenant_id',
       'user', case when tg_argv[0] is null then null else changed ->> tg_argv[0] end)::text);
     return null;
   end $$`,
  `create function crm_notify_statement_change() returns trigger language plpgsql as $$
   declare
     tenant uuid;
   begin
     for tenant in select distinct tenant_id from changed_rows loop
       perform pg_notify('crm_change', json_build_object(
         'table', tg_table_name, 'tenant', tenant)::text);
     end loop;
     return null;
   end $$`,
];

function rowTrigger(table: string, userColumn?: string): string {
  const argument = userColumn ? `'${userColumn}'` : '';
  return `create trigger ${table}_notify after insert or update or delete on ${table}
    for each row execute function crm_notify_row_change(${argument})`;
}

function statementTriggers(table: string): string[] {
  const transition = { insert: 'new', update: 'new', delete: 'old' } as const;
  return Object.entries(transition).map(
    ([event, side]) =>
      `create trigger ${table}_notify_${event} after ${event} on ${table}
        referencing ${side} table as changed_rows
        for each statement execute function crm_notify_statement_change()`,
  );
}

const triggers = [
  rowTrigger('tenant'),
  rowTrigger('setting_global'),
  ...IDENTITY_TABLES.map((table) => rowTrigger(table)),
  rowTrigger('user_session', 'user_id'),
  ...REPORT_INPUT_TABLES.flatMap(statementTriggers),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...functions, ...triggers]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists crm_notify_row_change() cascade').execute(db);
  await sql.raw('drop function if exists crm_notify_statement_change() cascade').execute(db);
}
