// User administration inside one tenant scope: unique user names and e-mails, the password
// policy, role assignment by role name (a new user given no roles gets the default roles; an
// update given no roles keeps them), optimistic concurrency by stamp.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-error';
import { settingReader, settingValues } from '../settings/settings.service';
import { assertPasswordAcceptable, hashPassword } from './passwords';
import type { PersonalNames } from './personal-passwords';
import type { CreateUserInput, UpdateUserInput } from './identity.schemas';
import {
  findRoleByName,
  findRolesOfUser,
  listAllRoles,
  setRolesOfUser,
  type RoleRow,
} from './roles.repository';
import { normalizeName } from './normalized-name';
import { newUserRow } from './user-factory';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByUserName,
  insertUser,
  listUsers,
  updateUser,
  type UserListQuery,
  type UserRow,
} from './users.repository';
import { endingSessions, type RevokeGrants } from './session-ending';
import { endSessionsOfUser } from './sessions.repository';

async function assertUnique(
  scope: TenantDb,
  input: { userName: string; email: string },
  exceptId?: string,
) {
  const byName = await findUserByUserName(scope, input.userName);
  if (byName && byName.id !== exceptId) {
    throw new BadRequestError('Volo.Abp.Identity:DuplicateUserName', [input.userName]);
  }
  const byEmail = await findUserByEmail(scope, input.email);
  if (byEmail && byEmail.id !== exceptId) {
    throw new BadRequestError('Volo.Abp.Identity:DuplicateEmail', [input.email]);
  }
}

async function roleIds(scope: TenantDb, roleNames: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of new Set(roleNames)) {
    const role = await findRoleByName(scope, name);
    if (!role) throw new BadRequestError('Volo.Abp.Identity:RoleNotFound', [name]);
    ids.push(role.id);
  }
  return ids;
}

export async function getUser(scope: TenantDb, id: string): Promise<UserRow> {
  const user = await findUserById(scope, id);
  if (!user) throw new NotFoundError('Crm:EntityNotFound', [id]);
  return user;
}

export function userPage(scope: TenantDb, query: UserListQuery) {
  return listUsers(scope, query);
}

/** A user by user name or by e-mail (ABP's `by-username` and `by-email` lookups). */
export async function userByKey(
  scope: TenantDb,
  kind: 'by-username' | 'by-email',
  key: string,
): Promise<UserRow> {
  const user =
    kind === 'by-username'
      ? await findUserByUserName(scope, key)
      : await findUserByEmail(scope, key);
  if (!user) throw new NotFoundError('Crm:EntityNotFound', [key]);
  return user;
}

export async function rolesOfUser(scope: TenantDb, id: string): Promise<RoleRow[]> {
  await getUser(scope, id);
  return findRolesOfUser(scope, id);
}

/** Checks the password against the tenant's policy; returns its hash (computed by the caller). */
export async function checkPassword(
  scope: TenantDb,
  isHost: boolean,
  password: string,
  member: string,
  identity: PersonalNames,
): Promise<void> {
  const settings = settingReader(await settingValues(scope, isHost));
  assertPasswordAcceptable(password, settings, member, identity);
}

export async function createUser(
  scope: TenantDb,
  input: CreateUserInput,
  passwordHash: string,
  creatorId: string | null,
): Promise<UserRow> {
  await assertUnique(scope, input);
  const row = newUserRow({
    ...input,
    passwordHash,
    shouldChangePassword: input.shouldChangePasswordOnNextLogin,
    creatorId,
  });
  const roles = input.roleNames
    ? await roleIds(scope, input.roleNames)
    : (await listAllRoles(scope)).filter((role) => role.is_default).map((role) => role.id);
  await insertUser(scope, row);
  await setRolesOfUser(scope, row.id!, roles);
  return getUser(scope, row.id!);
}

export async function updateUserDetails(
  scope: TenantDb,
  id: string,
  input: UpdateUserInput,
  passwordHash: string | undefined,
  modifierId: string | null,
): Promise<UserRow> {
  const existing = await getUser(scope, id);
  await assertUnique(scope, input, id);
  const changed = await updateUser(
    scope,
    id,
    {
      user_name: input.userName,
      normalized_user_name: normalizeName(input.userName),
      email: input.email,
      normalized_email: normalizeName(input.email),
      email_confirmed:
        normalizeName(input.email) === existing.normalized_email ? existing.email_confirmed : false,
      name: input.name ?? null,
      surname: input.surname ?? null,
      phone_number: input.phoneNumber ?? null,
      national_code: input.nationalCode ?? null,
      is_active: input.isActive,
      lockout_enabled: input.lockoutEnabled,
      should_change_password: input.shouldChangePasswordOnNextLogin,
      extra_properties: JSON.stringify(input.extraProperties),
      concurrency_stamp: randomUUID(),
      entity_version: existing.entity_version + 1,
      last_modification_time: new Date(),
      last_modifier_id: modifierId,
      ...(passwordHash
        ? {
            password_hash: passwordHash,
            security_stamp: randomUUID(),
            last_password_change_time: new Date(),
          }
        : {}),
    },
    input.concurrencyStamp ?? undefined,
  );
  if (!changed) throw new ConflictError('Crm:ConcurrencyConflict');
  if (input.roleNames) await setRolesOfUser(scope, id, await roleIds(scope, input.roleNames));
  return getUser(scope, id);
}

/**
 * Updates the user in the tenant; a new password or a deactivation ends every session of the
 * user and revokes their tokens (session-ending.ts).
 */
export function saveUserDetails(
  db: Db,
  tenantId: string,
  revokeGrants: RevokeGrants,
  user: { id: string; input: UpdateUserInput; passwordHash: string | undefined },
  modifierId: string | null,
): Promise<UserRow> {
  const { id, input, passwordHash } = user;
  const update = (scope: TenantDb) => updateUserDetails(scope, id, input, passwordHash, modifierId);
  if (!passwordHash && input.isActive) return inTenant(db, tenantId, update);
  return endingSessions(db, revokeGrants, { tenantId, userId: id }, () =>
    inTenant(db, tenantId, async (scope) => ({
      value: await update(scope),
      ended: await endSessionsOfUser(scope, id),
    })),
  );
}

export async function setUserRoles(
  scope: TenantDb,
  id: string,
  roleNames: string[],
): Promise<void> {
  await getUser(scope, id);
  await setRolesOfUser(scope, id, await roleIds(scope, roleNames));
}

/** Ends a lockout now and forgets the failed attempts. */
export async function unlockUser(scope: TenantDb, id: string): Promise<void> {
  await getUser(scope, id);
  await updateUser(scope, id, { lockout_end: null, access_failed_count: 0 });
}

export async function removeUser(
  scope: TenantDb,
  id: string,
  currentUserId: string,
): Promise<void> {
  if (id === currentUserId) throw new BadRequestError('Volo.Abp.Identity:010001');
  await getUser(scope, id);
  await deleteUser(scope, id);
}

export { hashPassword };
