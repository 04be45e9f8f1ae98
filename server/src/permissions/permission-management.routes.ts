// ABP's permission management API: the permission tree of a role (`R`, key = role name) or a
// user (`U`, key = user id) with what is granted, and changes to it. Only permissions available
// on the current side are listed or accepted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { inRequestTenant } from '../auth/scoped';
import { ForbiddenError } from '../errors/app-error';
import { requestCulture } from '../web/culture';
import { parseInput } from '../web/validate';
import {
  permissionTree,
  updatePermissions,
  type ProviderName,
} from './permission-management.service';

export const permissionProviderQuerySchema = v.object({
  providerName: v.picklist(['R', 'U']),
  providerKey: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
export const updatePermissionsSchema = v.strictObject({
  permissions: v.array(
    v.strictObject({ name: v.pipe(v.string(), v.maxLength(128)), isGranted: v.boolean() }),
  ),
});

const POLICY_OF = {
  R: 'AbpIdentity.Roles.ManagePermissions',
  U: 'AbpIdentity.Users.ManagePermissions',
} as const;

async function assertMayManage(request: FastifyRequest, providerName: ProviderName) {
  const user = await requireUser(request);
  if (!user.granted.has(POLICY_OF[providerName])) throw new ForbiddenError();
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
    const subject = parseInput(permissionProviderQuerySchema, request.query);
    await assertMayManage(request, subject.providerName);
    const side = { culture: requestCulture(request), isHost: request.crm.tenant.isHost };
    return inRequestTenant(deps.db, request, (scope) => permissionTree(scope, subject, side));
  });

  app.put(path, { config }, async (request, reply) => {
    const subject = parseInput(permissionProviderQuerySchema, request.query);
    const { permissions } = parseInput(updatePermissionsSchema, request.body);
    await assertMayManage(request, subject.providerName);
    const isHost = request.crm.tenant.isHost;
    await inRequestTenant(deps.db, request, (scope) =>
      updatePermissions(scope, subject, permissions, isHost),
    );
    return reply.status(204).send();
  });
}
