import type { TenantIdColumn } from '../tenancy/tenancy.tables';

/** Host-wide setting values (provider `G`): not tenant-scoped. */
export interface SettingGlobalTable {
  name: string;
  value: string;
}

/** Tenant (`T`, key '') and user (`U`, key = user id) setting values. */
export interface SettingValueTable {
  tenant_id: TenantIdColumn;
  provider_name: string;
  provider_key: string;
  name: string;
  value: string;
}

export interface SettingTables {
  setting_global: SettingGlobalTable;
  setting_value: SettingValueTable;
}
