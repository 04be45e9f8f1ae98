// Role administration inside one tenant scope. Static roles keep their name and cannot be
// deleted; role grants are keyed by role name (as ABP's `R` provider), so a rename moves them.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-error';
import { renameProviderKey, revokeAll } from '../permissions/permission-grants.repository';
import type { RoleInput } from './identity.schemas';
import {
  deleteRole,
  findRoleById,
  findRoleByName,
  insertRole,
  listAllRoles,
  listRoles,
  updateRole,
  type RoleRow,
} from './roles.repository';
import { normalizeName } from './normalized-name';

export async function getRole(scope: TenantDb, id: string): Promise<RoleRow> {
  const role = await findRoleById(scope, id);
  if (!role) throw new NotFoundError('Crm:EntityNotFound', [id]);
  return role;
}

/** Every role of the tenant, by name (ABP's `all` and a user's `assignable-roles`). */
export function allRoles(scope: TenantDb): Promise<RoleRow[]> {
  return listAllRoles(scope);
}

export function rolePage(scope: TenantDb, query: Parameters<typeof listRoles>[1]) {
  return listRoles(scope, query);
}

async function assertNameFree(scope: TenantDb, name: string, exceptId?: string) {
  const existing = await findRoleByName(scope, name);
  if (existing && existing.id !== exceptId) {
    throw new BadRequestError('Volo.Abp.Identity:DuplicateRoleName', [name]);
  }
}

export async function createRole(scope: TenantDb, input: RoleInput): Promise<RoleRow> {
  await assertNameFree(scope, input.name);
  const id = randomUUID();
  await insertRole(scope, {
    id,
    name: input.name,
    normalized_name: normalizeName(input.name),
    is_default: input.isDefault,
    is_public: input.isPublic,
    is_static: false,
    concurrency_stamp: randomUUID(),
    extra_properties: JSON.stringify(input.extraProperties),
  });
  return getRole(scope, id);
}

export async function updateRoleDetails(
  scope: TenantDb,
  id: string,
  input: RoleInput,
): Promise<RoleRow> {
  const role = await getRole(scope, id);
  if (role.is_static && normalizeName(input.name) !== role.normalized_name) {
    throw new BadRequestError('Volo.Abp.Identity:010005');
  }
  await assertNameFree(scope, input.name, id);
  const changed = await updateRole(
    scope,
    id,
    {
      name: input.name,
      normalized_name: normalizeName(input.name),
      is_default: input.isDefault,
      is_public: input.isPublic,
      extra_properties: JSON.stringify(input.extraProperties),
      concurrency_stamp: randomUUID(),
    },
    input.concurrencyStamp ?? undefined,
  );
  if (!changed) throw new ConflictError('Crm:ConcurrencyConflict');
  if (role.name !== input.name) await renameProviderKey(scope, 'R', role.name, input.name);
  return getRole(scope, id);
}

export async function removeRole(scope: TenantDb, id: string): Promise<void> {
  const role = await getRole(scope, id);
  if (role.is_static) throw new BadRequestError('Volo.Abp.Identity:010006');
  await revokeAll(scope, 'R', role.name);
  await deleteRole(scope, id);
}
