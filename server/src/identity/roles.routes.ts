// ABP's role administration API (`/api/identity/roles`).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { inRequestTenant } from '../auth/scoped';
import { idParamsSchema, pagedQuerySchema, parseSorting } from '../web/paging';
import { parseInput } from '../web/validate';
import { roleDto } from './identity.dto';
import { createRoleSchema, updateRoleSchema } from './identity.schemas';
import {
  allRoles,
  createRole,
  getRole,
  removeRole,
  rolePage,
  updateRoleDetails,
} from './roles.service';

const base = '/api/identity/roles';

export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const read = { config: { policy: 'AbpIdentity.Roles' } };

  app.get(base, read, async (request) => {
    const query = parseInput(pagedQuerySchema, request.query);
    const { direction } = parseSorting(query.sorting, { name: 'name' } as const, 'name');
    const page = await inRequestTenant(deps.db, request, (scope) =>
      rolePage(scope, { ...query, direction }),
    );
    return { items: page.items.map(roleDto), totalCount: page.totalCount };
  });

  app.get(`${base}/all`, read, async (request) => {
    const roles = await inRequestTenant(deps.db, request, allRoles);
    return { items: roles.map(roleDto) };
  });

  app.get(`${base}/:id`, read, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return roleDto(await inRequestTenant(deps.db, request, (scope) => getRole(scope, id)));
  });

  app.post(base, { config: { policy: 'AbpIdentity.Roles.Create' } }, async (request) => {
    const input = parseInput(createRoleSchema, request.body);
    return roleDto(await inRequestTenant(deps.db, request, (scope) => createRole(scope, input)));
  });

  app.put(`${base}/:id`, { config: { policy: 'AbpIdentity.Roles.Update' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(updateRoleSchema, request.body);
    return roleDto(
      await inRequestTenant(deps.db, request, (scope) => updateRoleDetails(scope, id, input)),
    );
  });

  app.delete(
    `${base}/:id`,
    { config: { policy: 'AbpIdentity.Roles.Delete' } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      await inRequestTenant(deps.db, request, (scope) => removeRole(scope, id));
      return reply.status(204).send();
    },
  );
}
