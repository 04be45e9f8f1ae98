import { sql, type Kysely } from 'kysely';

// Tenants, users, roles, permission grants, settings, features, sessions, the security log and
// the identity provider's storage. Every tenant-scoped table carries `tenant_id` first in its
// primary key and in every unique and foreign key (distributable by `tenant_id`); the host's
// rows use the nil UUID, since a key column cannot be NULL.
//
// Row-level security is the second wall behind the data layer's tenant filter: each
// tenant-scoped table admits only rows of `app.tenant_id`, the setting the data layer sets at
// the start of every tenant transaction. It binds the non-superuser role `crm_app` the server
// switches to on PostgreSQL (superusers and the tables' owner bypass RLS; PGlite has only a
// superuser, so there the data layer's filter is the one wall).

export const TENANT_TABLES = [
  'app_user',
  'app_role',
  'user_role',
  'permission_grant',
  'setting_value',
  'feature_value',
  'user_session',
  'security_log',
] as const;

const statements = [
  `create table tenant (
    id uuid primary key,
    name text not null,
    normalized_name text not null unique,
    is_active boolean not null default true,
    concurrency_stamp text not null,
    extra_properties jsonb not null default '{}',
    creation_time timestamptz not null default now(),
    last_modification_time timestamptz
  )`,
  `create table app_user (
    tenant_id uuid not null,
    id uuid not null,
    user_name text not null,
    normalized_user_name text not null,
    email text not null,
    normalized_email text not null,
    email_confirmed boolean not null default false,
    name text,
    surname text,
    phone_number text,
    phone_number_confirmed boolean not null default false,
    national_code text,
    password_hash text,
    security_stamp text not null,
    is_active boolean not null default true,
    lockout_enabled boolean not null default true,
    lockout_end timestamptz,
    access_failed_count integer not null default 0,
    should_change_password boolean not null default false,
    last_password_change_time timestamptz,
    concurrency_stamp text not null,
    entity_version integer not null default 0,
    extra_properties jsonb not null default '{}',
    creation_time timestamptz not null default now(),
    creator_id uuid,
    last_modification_time timestamptz,
    last_modifier_id uuid,
    primary key (tenant_id, id),
    unique (tenant_id, normalized_user_name),
    unique (tenant_id, normalized_email)
  )`,
  `create index app_user_id_idx on app_user (id)`,
  `create table app_role (
    tenant_id uuid not null,
    id uuid not null,
    name text not null,
    normalized_name text not null,
    is_default boolean not null default false,
    is_static boolean not null default false,
    is_public boolean not null default false,
    concurrency_stamp text not null,
    extra_properties jsonb not null default '{}',
    creation_time timestamptz not null default now(),
    primary key (tenant_id, id),
    unique (tenant_id, normalized_name)
  )`,
  `create table user_role (
    tenant_id uuid not null,
    user_id uuid not null,
    role_id uuid not null,
    primary key (tenant_id, user_id, role_id),
    foreign key (tenant_id, user_id) references app_user (tenant_id, id) on delete cascade,
    foreign key (tenant_id, role_id) references app_role (tenant_id, id) on delete cascade
  )`,
  `create table permission_grant (
    tenant_id uuid not null,
    provider_name text not null,
    provider_key text not null,
    name text not null,
    primary key (tenant_id, provider_name, provider_key, name)
  )`,
  `create table setting_global (
    name text primary key,
    value text not null
  )`,
  `create table setting_value (
    tenant_id uuid not null,
    provider_name text not null,
    provider_key text not null,
    name text not null,
    value text not null,
    primary key (tenant_id, provider_name, provider_key, name)
  )`,
  `create table feature_value (
    tenant_id uuid not null,
    name text not null,
    value text not null,
    primary key (tenant_id, name)
  )`,
  `create table user_session (
    tenant_id uuid not null,
    id text not null,
    user_id uuid not null,
    client_id text not null,
    ip_address text,
    user_agent text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz,
    primary key (tenant_id, id)
  )`,
  `create index user_session_user_idx on user_session (tenant_id, user_id, created_at)`,
  `create table security_log (
    tenant_id uuid not null,
    id uuid not null,
    application_name text not null,
    identity text not null,
    action text not null,
    user_id uuid,
    user_name text,
    tenant_name text,
    client_id text,
    correlation_id text,
    client_ip_address text,
    browser_info text,
    creation_time timestamptz not null default now(),
    extra_properties jsonb not null default '{}',
    primary key (tenant_id, id)
  )`,
  `create index security_log_user_idx on security_log (tenant_id, user_id, creation_time)`,
  `create table oidc_payload (
    type text not null,
    id text not null,
    payload jsonb not null,
    grant_id text,
    user_code text,
    uid text,
    expires_at timestamptz,
    consumed_at timestamptz,
    primary key (type, id)
  )`,
  `create index oidc_payload_grant_idx on oidc_payload (grant_id)`,
  `create index oidc_payload_uid_idx on oidc_payload (uid)`,
  `create index oidc_payload_user_code_idx on oidc_payload (user_code)`,
  `create index oidc_payload_expires_idx on oidc_payload (expires_at)`,
  `create table oidc_signing_key (
    kid text primary key,
    private_jwk jsonb not null,
    created_at timestamptz not null default now(),
    activates_at timestamptz not null
  )`,
  // The tenant of a user, for the identity provider (which knows only the subject). Runs with
  // its owner's rights, so it works under row-level security; it reveals nothing but the tenant.
  `create function crm_user_tenant(p_user_id uuid) returns uuid
    language sql stable security definer set search_path = public
    as $$ select tenant_id from app_user where id = p_user_id limit 1 $$`,
  // Ends the sign-in session of a revoked grant (the provider knows only the grant id).
  `create function crm_end_session(p_id text) returns void
    language sql volatile security definer set search_path = public
    as $$ update user_session set ended_at = now() where id = p_id and ended_at is null $$`,
];

const createAppRole = `do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'crm_app') then
    create role crm_app nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql.raw(createAppRole).execute(db);
  await sql.raw('grant usage on schema public to crm_app').execute(db);
  await sql
    .raw('grant select, insert, update, delete on all tables in schema public to crm_app')
    .execute(db);
  await sql.raw('grant usage, select on all sequences in schema public to crm_app').execute(db);
  await sql
    .raw(
      'alter default privileges in schema public grant select, insert, update, delete on tables to crm_app',
    )
    .execute(db);
  await sql
    .raw('alter default privileges in schema public grant usage, select on sequences to crm_app')
    .execute(db);
  await sql.raw('grant execute on function crm_user_tenant(uuid) to crm_app').execute(db);
  await sql.raw('grant execute on function crm_end_session(text) to crm_app').execute(db);
  for (const table of TENANT_TABLES) {
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
  await sql.raw('drop function if exists crm_user_tenant(uuid)').execute(db);
  await sql.raw('drop function if exists crm_end_session(text)').execute(db);
  for (const table of [
    'oidc_signing_key',
    'oidc_payload',
    'security_log',
    'user_session',
    'feature_value',
    'setting_value',
    'setting_global',
    'permission_grant',
    'user_role',
    'app_role',
    'app_user',
    'tenant',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
