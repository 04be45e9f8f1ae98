// ABP's permission management API: the permission tree of a role (`R`, key = role name) or a
// user (`U`, key = user id) with what is granted, and changes to it. Only permissions available
// on the current side are listed or accepted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { inRequestTenant } from '../auth/scoped';
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors/app-error';
import { findRoleByName, findRolesOfUser } from '../identity/roles.repository';
import { findUserById } from '../identity/users.repository';
import { localize } from '../localization/localizer';
import { requestCulture } from '../web/culture';
import { parseInput } from '../web/validate';
import { isAvailableOn, PERMISSION_GROUPS, PERMISSIONS } from './permission-definitions';
import { findGrants, grant, revoke } from './permission-grants.repository';

export const permissionProviderQuerySchema = v.object({
  providerName: v.picklist(['R', 'U']),
  providerKey: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
export const updatePermissionsSchema = v.strictObject({
  permissions: v.array(
    v.strictObject({ name: v.pipe(v.string(), v.maxLength(128)), isGranted: v.boolean() }),
  ),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POLICY_OF = {
  R: 'AbpIdentity.Roles.ManagePermissions',
  U: 'AbpIdentity.Users.ManagePermissions',
} as const;

async function assertMayManage(request: FastifyRequest, providerName: 'R' | 'U') {
  const user = await requireUser(request);
  if (!user.granted.has(POLICY_OF[providerName])) throw new ForbiddenError();
}

/** The providers whose grants count for the subject: the role, or the user and their roles. */
async function subjectProviders(scope: TenantDb, providerName: 'R' | 'U', providerKey: string) {
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

export async function permissionManagementRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const config = {
    policy: 'AbpIdentity.Roles.ManagePermissions || AbpIdentity.Users.ManagePermissions',
  };
  const path = '/api/permission-management/permissions';

  app.get(path, { config }, async (request) => {
    const { providerName, providerKey } = parseInput(permissionProviderQuerySchema, request.query);
    await assertMayManage(request, providerName);
    const culture = requestCulture(request);
    const isHost = request.crm.tenant.isHost;
    const { displayName, grants } = await inRequestTenant(deps.db, request, async (scope) => {
      const subject = await subjectProviders(scope, providerName, providerKey);
      return {
        displayName: subject.displayName,
        grants: await findGrants(scope, subject.providers),
      };
    });
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
  });

  app.put(path, { config }, async (request, reply) => {
    const { providerName, providerKey } = parseInput(permissionProviderQuerySchema, request.query);
    const { permissions } = parseInput(updatePermissionsSchema, request.body);
    await assertMayManage(request, providerName);
    const isHost = request.crm.tenant.isHost;
    for (const { name } of permissions) {
      const definition = PERMISSIONS.get(name);
      if (!definition) throw new BadRequestError('Crm:UnknownPermission', [name]);
      if (!isAvailableOn(definition, isHost)) {
        throw new BadRequestError('Crm:PermissionNotAllowedForProvider', [name]);
      }
    }
    await inRequestTenant(deps.db, request, async (scope) => {
      const subject = await subjectProviders(scope, providerName, providerKey);
      const key = subject.providers[0]!.keys[0]!;
      await grant(
        scope,
        providerName,
        key,
        permissions.filter((p) => p.isGranted).map((p) => p.name),
      );
      await revoke(
        scope,
        providerName,
        key,
        permissions.filter((p) => !p.isGranted).map((p) => p.name),
      );
    });
    return reply.status(204).send();
  });
}
