// ABP's permission management for one subject: a role (`R`, key = role name) or a user (`U`,
// key = user id). The tree lists the permissions available on the current side with what is
// granted and by which provider; a change names permissions of that side only.
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, NotFoundError } from '../errors/app-error';
import { findRoleByName, findRolesOfUser } from '../identity/roles.repository';
import { findUserById } from '../identity/users.repository';
import { localize } from '../localization/localizer';
import type { Culture } from '../web/culture';
import { isAvailableOn, PERMISSION_GROUPS, PERMISSIONS } from './permission-definitions';
import { findGrants, grant, revoke } from './permission-grants.repository';

export type ProviderName = 'R' | 'U';

export interface PermissionSubject {
  providerName: ProviderName;
  providerKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The providers whose grants count for the subject: the role, or the user and their roles. */
async function subjectProviders(scope: TenantDb, { providerName, providerKey }: PermissionSubject) {
  if (providerName === 'R') {
    const role = await findRoleByName(scope, providerKey);
    if (!role) throw new NotFoundError('Crm:EntityNotFound', [providerKey]);
    return { displayName: role.name, providers: [{ name: 'R', keys: [role.name] }] };
  }
  const user = UUID.test(providerKey) ? await findUserById(scope, providerKey) : undefined;
  if (!user) throw new NotFoundError('Crm:EntityNotFound', [providerKey]);
  const roles = (await findRolesOfUser(scope, user.id)).map((role) => role.name);
  return {
    displayName: user.user_name,
    providers: [
      { name: 'U', keys: [user.id] },
      { name: 'R', keys: roles },
    ],
  };
}

/** The subject's permission tree, localized, with the grants of each permission. */
export async function permissionTree(
  scope: TenantDb,
  subject: PermissionSubject,
  side: { culture: Culture; isHost: boolean },
) {
  const { displayName, providers } = await subjectProviders(scope, subject);
  const grants = await findGrants(scope, providers);
  const { culture, isHost } = side;
  return {
    entityDisplayName: displayName,
    groups: PERMISSION_GROUPS.map((group) => ({
      name: group.name,
      displayName: localize(culture, group.displayName),
      displayNameKey: group.displayName.split('::')[1] ?? group.displayName,
      displayNameResource: group.displayName.split('::')[0] ?? null,
      permissions: group.permissions
        .filter((permission) => isAvailableOn(permission, isHost))
        .map((permission) => {
          const granted = grants.filter((g) => g.name === permission.name);
          return {
            name: permission.name,
            displayName: localize(culture, permission.displayName),
            parentName: permission.parentName,
            isGranted: granted.length > 0,
            allowedProviders: ['R', 'U'],
            grantedProviders: granted.map((g) => ({
              providerName: g.providerName,
              providerKey: g.providerKey,
            })),
          };
        }),
    })).filter((group) => group.permissions.length > 0),
  };
}

/** Grants and revokes the subject's own permissions, every name checked before any change. */
export async function updatePermissions(
  scope: TenantDb,
  subject: PermissionSubject,
  permissions: readonly { name: string; isGranted: boolean }[],
  isHost: boolean,
): Promise<void> {
  for (const { name } of permissions) {
    const definition = PERMISSIONS.get(name);
    if (!definition) throw new BadRequestError('Crm:UnknownPermission', [name]);
    if (!isAvailableOn(definition, isHost)) {
      throw new BadRequestError('Crm:PermissionNotAllowedForProvider', [name]);
    }
  }
  const { providers } = await subjectProviders(scope, subject);
  const key = providers[0]!.keys[0]!;
  const names = (isGranted: boolean) =>
    permissions.filter((p) => p.isGranted === isGranted).map((p) => p.name);
  await grant(scope, subject.providerName, key, names(true));
  await revoke(scope, subject.providerName, key, names(false));
}
