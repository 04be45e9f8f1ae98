import type { TenantIdColumn } from '../tenancy/tenancy.tables';

/** A feature value of a tenant (`T` + id), or of the host under the host's tenant id. */
export interface FeatureValueTable {
  tenant_id: TenantIdColumn;
  name: string;
  value: string;
}

export interface FeatureTables {
  feature_value: FeatureValueTable;
}
