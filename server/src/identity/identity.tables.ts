import type { ColumnType } from 'kysely';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface AppUserTable {
  tenant_id: TenantIdColumn;
  id: string;
  user_name: string;
  normalized_user_name: string;
  email: string;
  normalized_email: string;
  email_confirmed: Defaulted<boolean>;
  name: string | null;
  surname: string | null;
  phone_number: string | null;
  phone_number_confirmed: Defaulted<boolean>;
  national_code: string | null;
  /** argon2id PHC string; null for a user who cannot sign in with a password. */
  password_hash: string | null;
  /** Changes whenever credentials change; tokens issued before carry the old one. */
  security_stamp: string;
  is_active: Defaulted<boolean>;
  lockout_enabled: Defaulted<boolean>;
  lockout_end: Date | null;
  access_failed_count: Defaulted<number>;
  should_change_password: Defaulted<boolean>;
  last_password_change_time: Date | null;
  concurrency_stamp: string;
  entity_version: Defaulted<number>;
  extra_properties: Json;
  creation_time: ColumnType<Date, never, never>;
  creator_id: string | null;
  last_modification_time: Date | null;
  last_modifier_id: string | null;
}

export interface AppRoleTable {
  tenant_id: TenantIdColumn;
  id: string;
  name: string;
  normalized_name: string;
  is_default: Defaulted<boolean>;
  is_static: Defaulted<boolean>;
  is_public: Defaulted<boolean>;
  concurrency_stamp: string;
  extra_properties: Json;
  creation_time: ColumnType<Date, never, never>;
}

export interface UserRoleTable {
  tenant_id: TenantIdColumn;
  user_id: string;
  role_id: string;
}

/** One row per sign-in (per grant of the identity provider). */
export interface UserSessionTable {
  tenant_id: TenantIdColumn;
  id: string;
  user_id: string;
  client_id: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  ended_at: Date | null;
}

export interface SecurityLogTable {
  tenant_id: TenantIdColumn;
  id: string;
  application_name: string;
  identity: string;
  action: string;
  user_id: string | null;
  user_name: string | null;
  tenant_name: string | null;
  client_id: string | null;
  correlation_id: string | null;
  client_ip_address: string | null;
  browser_info: string | null;
  creation_time: ColumnType<Date, Date | undefined, never>;
  extra_properties: Json;
}

export interface IdentityTables {
  app_user: AppUserTable;
  app_role: AppRoleTable;
  user_role: UserRoleTable;
  user_session: UserSessionTable;
  security_log: SecurityLogTable;
}
