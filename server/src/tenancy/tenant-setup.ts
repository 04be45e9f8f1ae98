// Creating a tenant: its registry row, its static roles and its first administrator, all in
// one transaction (the password is hashed before it starts: transactions stay short).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { ensureStaticRoles } from '../identity/role-setup';
import { newUserRow } from '../identity/user-factory';
import { insertUser } from '../identity/users.repository';
import { setRolesOfUser } from '../identity/roles.repository';
import { hashPassword } from '../identity/passwords';
import { insertTenant, normalizeTenantName, type TenantRow } from './tenants.repository';
import { findTenantById } from './tenants.repository';

export interface NewTenant {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
  adminUserName?: string;
  extraProperties?: Record<string, unknown>;
}

export async function createTenantWithAdmin(db: Db, tenant: NewTenant): Promise<TenantRow> {
  const id = randomUUID();
  const passwordHash = await hashPassword(tenant.adminPassword);
  return inTenant(db, id, async (scope) => {
    await insertTenant(scope.db, {
      id,
      name: tenant.name.trim(),
      normalized_name: normalizeTenantName(tenant.name),
      concurrency_stamp: randomUUID(),
      extra_properties: JSON.stringify(tenant.extraProperties ?? {}),
    });
    const { admin } = await ensureStaticRoles(scope, false);
    const user = newUserRow({
      userName: tenant.adminUserName ?? 'admin',
      email: tenant.adminEmailAddress,
      passwordHash,
    });
    await insertUser(scope, user);
    await setRolesOfUser(scope, user.id, [admin.id]);
    return (await findTenantById(scope.db, id))!;
  });
}
