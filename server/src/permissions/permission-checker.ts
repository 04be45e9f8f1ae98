// The permissions a user holds: granted to the user (`U`) or to one of their roles (`R`), and
// available on the user's side (host-only permissions never count inside a tenant).
import type { TenantDb } from '../db/tenant-scope';
import { isAvailableOn, PERMISSIONS } from './permission-definitions';
import { findGrants } from './permission-grants.repository';

export async function grantedPermissions(
  scope: TenantDb,
  userId: string,
  roleNames: readonly string[],
  isHost: boolean,
): Promise<Set<string>> {
  const grants = await findGrants(scope, [
    { name: 'U', keys: [userId] },
    { name: 'R', keys: [...roleNames] },
  ]);
  const granted = new Set<string>();
  for (const { name } of grants) {
    const definition = PERMISSIONS.get(name);
    if (definition && isAvailableOn(definition, isHost)) granted.add(name);
  }
  return granted;
}
