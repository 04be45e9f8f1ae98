import type { TenantIdColumn } from '../tenancy/tenancy.tables';

/** A permission granted to a role (`R`, key = role name) or a user (`U`, key = user id). */
export interface PermissionGrantTable {
  tenant_id: TenantIdColumn;
  provider_name: string;
  provider_key: string;
  name: string;
}

export interface PermissionTables {
  permission_grant: PermissionGrantTable;
}
