import { sql, type Kysely } from 'kysely';

// The portfolio domain's market and baskets: instruments, daily closes, market holidays, dated
// fee schedules, wage plans, baskets with their members, every event booked into a basket
// (trades, unit issues/redemptions, cash flows, bonus shares, rights exercises: one table, in
// booking order `(day, seq)`), and the stored output of the holdings engine per basket (daily
// points, ledger, realised gains, unit bookings, state checkpoints) with the day from which it
// must be recomputed. Keys and row-level security as in 0002: `tenant_id` first in every key.

export const PORTFOLIO_TABLES = [
  'instrument',
  'daily_price',
  'market_holiday',
  'fee_schedule',
  'wage_plan',
  'basket',
  'basket_member',
  'basket_event',
  'basket_series',
  'basket_point',
  'basket_ledger_line',
  'basket_sell',
  'basket_unit_booking',
  'basket_checkpoint',
  'user_selected_basket',
] as const;

const money = (name: string) => `${name} bigint not null default 0`;
const basketRef = `foreign key (tenant_id, basket_id) references basket (tenant_id, id) on delete cascade`;

const statements = [
  `create table instrument (
    tenant_id uuid not null,
    id text not null,
    symbol text not null,
    name text not null,
    isin text not null,
    kind text not null check (kind in ('share', 'right', 'fundUnit', 'bond')),
    sector text not null,
    underlying_id text,
    primary key (tenant_id, id),
    unique (tenant_id, isin)
  )`,
  `create index instrument_symbol_idx on instrument (tenant_id, symbol)`,
  `create table daily_price (
    tenant_id uuid not null,
    instrument_id text not null,
    day date not null,
    close bigint not null check (close > 0),
    primary key (tenant_id, instrument_id, day),
    foreign key (tenant_id, instrument_id) references instrument (tenant_id, id) on delete cascade
  )`,
  `create index daily_price_day_idx on daily_price (tenant_id, day)`,
  `create table market_holiday (
    tenant_id uuid not null,
    day date not null,
    primary key (tenant_id, day)
  )`,
  `create table fee_schedule (
    tenant_id uuid not null,
    id text not null,
    effective_from date not null,
    title text not null,
    by_kind jsonb not null,
    primary key (tenant_id, id),
    unique (tenant_id, effective_from)
  )`,
  `create table wage_plan (
    tenant_id uuid not null,
    id uuid not null,
    title text not null,
    basket_kind text not null check (basket_kind in ('special', 'joint')),
    risk_level smallint check (risk_level between 1 and 5),
    management_fee_ppm integer not null check (management_fee_ppm between 0 and 1000000),
    performance_fee_ppm integer not null default 0 check (performance_fee_ppm between 0 and 1000000),
    hurdle_ppm integer not null default 0,
    is_active boolean not null default true,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id)
  )`,
  `create table basket (
    tenant_id uuid not null,
    id uuid not null,
    code text not null,
    name text not null,
    kind text not null check (kind in ('special', 'joint')),
    risk_level smallint not null check (risk_level between 1 and 5),
    state text not null default 'active' check (state in ('active', 'suspended', 'closed')),
    is_approved boolean not null default false,
    wage_plan_id uuid,
    settlement_lags jsonb not null,
    initial_unit_price bigint,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id),
    unique (tenant_id, code),
    foreign key (tenant_id, wage_plan_id) references wage_plan (tenant_id, id)
  )`,
  `create table basket_member (
    tenant_id uuid not null,
    basket_id uuid not null,
    user_id uuid not null,
    since date not null,
    is_approved boolean not null default false,
    primary key (tenant_id, basket_id, user_id),
    ${basketRef},
    foreign key (tenant_id, user_id) references app_user (tenant_id, id) on delete cascade
  )`,
  `create index basket_member_user_idx on basket_member (tenant_id, user_id)`,
  `create table basket_event (
    tenant_id uuid not null,
    basket_id uuid not null,
    id text not null,
    seq bigint not null,
    day date not null,
    type text not null check (type in ('deal', 'cashFlow', 'bonus', 'rightsExercise', 'unitDeal')),
    instrument_id text,
    side text check (side in ('buy', 'sell', 'issue', 'redeem')),
    quantity bigint check (quantity > 0),
    price bigint,
    commission bigint,
    tax bigint,
    flow text check (flow in ('deposit', 'withdrawal', 'dividend', 'coupon', 'wage')),
    amount bigint check (amount >= 0),
    holder_id uuid,
    source text not null default 'manual',
    primary key (tenant_id, basket_id, id),
    ${basketRef},
    foreign key (tenant_id, instrument_id) references instrument (tenant_id, id)
  )`,
  `create index basket_event_order_idx on basket_event (tenant_id, basket_id, day, seq)`,
  `create index basket_event_instrument_idx on basket_event (tenant_id, instrument_id, basket_id)`,
  `create table basket_series (
    tenant_id uuid not null,
    basket_id uuid not null,
    valued_to date,
    dirty_from date,
    primary key (tenant_id, basket_id),
    ${basketRef}
  )`,
  `create table basket_point (
    tenant_id uuid not null,
    basket_id uuid not null,
    day date not null,
    ${[
      'cash',
      'securities',
      'receivables',
      'payables',
      'accrued_wages',
      'nav',
      'inflow',
      'outflow',
      'income',
      'realised_gain',
      'wage_accrual',
      'wages_paid',
      'units_outstanding',
    ]
      .map(money)
      .join(',\n    ')},
    nav_per_unit double precision,
    primary key (tenant_id, basket_id, day),
    ${basketRef}
  )`,
  `create table basket_ledger_line (
    tenant_id uuid not null,
    basket_id uuid not null,
    seq integer not null,
    day date not null,
    kind text not null,
    ref_id text not null,
    instrument_id text,
    holder_id uuid,
    trade_day date,
    ${money('debit')},
    ${money('credit')},
    ${money('balance')},
    primary key (tenant_id, basket_id, seq),
    ${basketRef}
  )`,
  `create index basket_ledger_line_day_idx on basket_ledger_line (tenant_id, basket_id, day)`,
  `create table basket_sell (
    tenant_id uuid not null,
    basket_id uuid not null,
    deal_id text not null,
    day date not null,
    instrument_id text not null,
    quantity bigint not null,
    ${money('net_proceeds')},
    ${money('cost_of_sold')},
    ${money('realised_gain')},
    primary key (tenant_id, basket_id, deal_id),
    ${basketRef}
  )`,
  `create table basket_unit_booking (
    tenant_id uuid not null,
    basket_id uuid not null,
    event_id text not null,
    day date not null,
    holder_id uuid not null,
    side text not null check (side in ('issue', 'redeem')),
    units bigint not null,
    nav_per_unit double precision not null,
    ${money('amount')},
    ${money('realised_gain')},
    primary key (tenant_id, basket_id, event_id),
    ${basketRef}
  )`,
  `create index basket_unit_booking_holder_idx on basket_unit_booking (tenant_id, holder_id, day)`,
  `create table basket_checkpoint (
    tenant_id uuid not null,
    basket_id uuid not null,
    day date not null,
    state jsonb not null,
    primary key (tenant_id, basket_id, day),
    ${basketRef}
  )`,
  `create table user_selected_basket (
    tenant_id uuid not null,
    user_id uuid not null,
    basket_id uuid not null,
    primary key (tenant_id, user_id),
    foreign key (tenant_id, user_id) references app_user (tenant_id, id) on delete cascade,
    ${basketRef}
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const table of PORTFOLIO_TABLES) {
    await sql.raw(`alter table ${table} enable row level security`).execute(db);
    await sql
      .raw(
        `create policy ${table}_tenant on ${table}
          using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
          with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...PORTFOLIO_TABLES].reverse()) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
