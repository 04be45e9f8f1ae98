import type { Db } from '../db/database';
import { findTenantById } from '../tenancy/tenants.repository';

export interface TenantRef {
  id: string;
  /** The tenant's name; its id when the tenant is gone. */
  name: string;
}

export async function tenantRefs(db: Db, ids: readonly string[]): Promise<TenantRef[]> {
  return Promise.all(
    ids.map(async (id) => ({ id, name: (await findTenantById(db, id))?.name ?? id })),
  );
}
