import type { ColumnType } from 'kysely';

/** The nil UUID stands for the host (no tenant) in every tenant-scoped key. */
export const HOST_TENANT_ID = '00000000-0000-0000-0000-000000000000';

/** The tenant registry. Not tenant-scoped itself: it is what tenants are looked up in. */
export interface TenantTable {
  id: string;
  name: string;
  normalized_name: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  concurrency_stamp: string;
  extra_properties: ColumnType<Record<string, unknown>, string | undefined, string>;
  creation_time: ColumnType<Date, never, never>;
  last_modification_time: ColumnType<Date | null, never, Date>;
}

export interface TenancyTables {
  tenant: TenantTable;
}

/** `tenant_id` of a tenant-scoped table: filled in by the tenant scope, never changed. */
export type TenantIdColumn = ColumnType<string, string | undefined, never>;
