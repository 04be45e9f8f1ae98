import { sql, type Kysely } from 'kysely';

// Portfolio contracts with their state history and files, the risk questionnaire (questions,
// weighted answers, score bands → risk level, each contract's answers), one-time verification
// codes and the SMS outbox. Keys and row-level security as in 0002.

export const CONTRACT_TABLES = [
  'portfolio_contract',
  'portfolio_contract_history',
  'contract_file',
  'risk_question',
  'risk_answer',
  'risk_level_band',
  'contract_answer',
  'verification_code',
  'sms_outbox',
] as const;

const contractRef = `foreign key (tenant_id, contract_id) references portfolio_contract (tenant_id, id) on delete cascade`;

const statements = [
  `create table portfolio_contract (
    tenant_id uuid not null,
    id uuid not null,
    customer_id uuid not null,
    state text not null,
    national_code text not null default '',
    mobile text,
    first_name text,
    last_name text,
    sheba text,
    address text,
    birth_date date,
    basket_id uuid,
    wage_plan_id uuid,
    is_from_back_office boolean not null default false,
    duration_months integer not null default 12 check (duration_months between 1 and 120),
    starts_on date,
    ends_on date,
    risk_score integer,
    risk_level smallint check (risk_level between 1 and 5),
    commitment_desc text,
    commitment_accepted_at timestamptz,
    signed_at timestamptz,
    approved_at timestamptz,
    approved_by uuid,
    rejection_reason text,
    moved_to_crm_at timestamptz,
    is_deleted boolean not null default false,
    creator_id uuid,
    creation_time timestamptz not null default now(),
    last_modification_time timestamptz,
    primary key (tenant_id, id),
    foreign key (tenant_id, customer_id) references app_user (tenant_id, id) on delete cascade,
    foreign key (tenant_id, basket_id) references basket (tenant_id, id),
    foreign key (tenant_id, wage_plan_id) references wage_plan (tenant_id, id)
  )`,
  `create index portfolio_contract_customer_idx on portfolio_contract (tenant_id, customer_id)`,
  `create index portfolio_contract_national_code_idx on portfolio_contract (tenant_id, national_code)`,
  `create table portfolio_contract_history (
    tenant_id uuid not null,
    id uuid not null,
    contract_id uuid not null,
    from_state text,
    to_state text not null,
    actor_id uuid,
    note text,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id),
    ${contractRef}
  )`,
  `create index portfolio_contract_history_idx on portfolio_contract_history (tenant_id, contract_id, creation_time)`,
  `create table contract_file (
    tenant_id uuid not null,
    id uuid not null,
    contract_id uuid not null,
    kind text not null check (kind in ('signed', 'upload')),
    file_name text not null,
    content_type text not null,
    size integer not null,
    sha256 text not null,
    content bytea not null,
    uploaded_by uuid,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id),
    ${contractRef}
  )`,
  `create index contract_file_contract_idx on contract_file (tenant_id, contract_id, creation_time)`,
  `create table risk_question (
    tenant_id uuid not null,
    id uuid not null,
    text text not null,
    sort_order integer not null default 0,
    is_active boolean not null default true,
    primary key (tenant_id, id)
  )`,
  `create table risk_answer (
    tenant_id uuid not null,
    id uuid not null,
    question_id uuid not null,
    text text not null,
    weight integer not null,
    sort_order integer not null default 0,
    primary key (tenant_id, id),
    foreign key (tenant_id, question_id) references risk_question (tenant_id, id) on delete cascade
  )`,
  `create table risk_level_band (
    tenant_id uuid not null,
    level smallint not null check (level between 1 and 5),
    min_score integer not null,
    title text not null,
    primary key (tenant_id, level)
  )`,
  `create table contract_answer (
    tenant_id uuid not null,
    contract_id uuid not null,
    question_id uuid not null,
    answer_id uuid not null,
    primary key (tenant_id, contract_id, question_id),
    ${contractRef},
    foreign key (tenant_id, question_id) references risk_question (tenant_id, id) on delete cascade,
    foreign key (tenant_id, answer_id) references risk_answer (tenant_id, id) on delete cascade
  )`,
  `create table verification_code (
    tenant_id uuid not null,
    id uuid not null,
    contract_id uuid not null,
    user_id uuid not null,
    mobile text not null,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    consumed_at timestamptz,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id),
    ${contractRef}
  )`,
  `create index verification_code_contract_idx on verification_code (tenant_id, contract_id, creation_time)`,
  `create table sms_outbox (
    tenant_id uuid not null,
    id uuid not null,
    mobile text not null,
    body text not null,
    purpose text not null,
    status text not null default 'queued',
    provider text not null,
    error text,
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id)
  )`,
  `create index sms_outbox_mobile_idx on sms_outbox (tenant_id, mobile, creation_time)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const table of CONTRACT_TABLES) {
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
  for (const table of [...CONTRACT_TABLES].reverse()) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
