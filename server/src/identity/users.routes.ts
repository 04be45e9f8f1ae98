// ABP's user administration API (`/api/identity/users`), every route behind its permission.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { inRequestTenant } from '../auth/scoped';
import { grantRevoker } from '../oidc/grant-revocation';
import { idParamsSchema, pagedQuerySchema, parseSorting } from '../web/paging';
import { parseInput } from '../web/validate';
import { roleDto, userDto } from './identity.dto';
import { createUserSchema, updateUserSchema, userRolesSchema } from './identity.schemas';
import { allRoles } from './roles.service';
import {
  checkPassword,
  createUser,
  getUser,
  hashPassword,
  removeUser,
  rolesOfUser,
  saveUserDetails,
  setUserRoles,
  unlockUser,
  userByKey,
  userPage,
} from './users.service';

const SORTABLE = {
  username: 'user_name',
  email: 'email',
  name: 'name',
  surname: 'surname',
  creationtime: 'creation_time',
  phonenumber: 'phone_number',
} as const;

export const userLookupParamsSchema = v.object({ key: v.pipe(v.string(), v.maxLength(256)) });

const base = '/api/identity/users';
const MANAGE_ROLES = 'AbpIdentity.Users.Update.ManageRoles';

/** Role names count only for callers who may manage roles, as on ABP. */
function rolesIfAllowed<T extends { roleNames?: string[] | undefined }>(
  input: T,
  granted: ReadonlySet<string>,
): T {
  return granted.has(MANAGE_ROLES) ? input : { ...input, roleNames: undefined };
}

export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const read = { config: { policy: 'AbpIdentity.Users' } };

  app.get(base, read, async (request) => {
    const query = parseInput(pagedQuerySchema, request.query);
    const sorting = parseSorting(query.sorting, SORTABLE, 'user_name');
    const page = await inRequestTenant(deps.db, request, (scope) =>
      userPage(scope, { ...query, sorting }),
    );
    return { items: page.items.map(userDto), totalCount: page.totalCount };
  });

  app.get(`${base}/assignable-roles`, read, async (request) => {
    const roles = await inRequestTenant(deps.db, request, allRoles);
    return { items: roles.map(roleDto) };
  });

  const byKey = (kind: 'by-username' | 'by-email') =>
    app.get(`${base}/${kind}/:key`, read, async (request) => {
      const { key } = parseInput(userLookupParamsSchema, request.params);
      return userDto(
        await inRequestTenant(deps.db, request, (scope) => userByKey(scope, kind, key)),
      );
    });
  byKey('by-username');
  byKey('by-email');

  app.get(`${base}/:id`, read, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return userDto(await inRequestTenant(deps.db, request, (scope) => getUser(scope, id)));
  });

  app.get(`${base}/:id/roles`, read, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const roles = await inRequestTenant(deps.db, request, (scope) => rolesOfUser(scope, id));
    return { items: roles.map(roleDto) };
  });

  app.post(base, { config: { policy: 'AbpIdentity.Users.Create' } }, async (request) => {
    const { tenant } = request.crm;
    const actor = await requireUser(request);
    const input = rolesIfAllowed(parseInput(createUserSchema, request.body), actor.granted);
    await inRequestTenant(deps.db, request, (scope) =>
      checkPassword(scope, tenant.isHost, input.password, 'password', input),
    );
    const hash = await hashPassword(input.password);
    return userDto(
      await inRequestTenant(deps.db, request, (scope) =>
        createUser(scope, input, hash, actor.user.id),
      ),
    );
  });

  app.put(`${base}/:id`, { config: { policy: 'AbpIdentity.Users.Update' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const actor = await requireUser(request);
    const input = rolesIfAllowed(parseInput(updateUserSchema, request.body), actor.granted);
    const password = input.password || undefined;
    if (password) {
      await inRequestTenant(deps.db, request, (scope) =>
        checkPassword(scope, request.crm.tenant.isHost, password, 'password', input),
      );
    }
    const hash = password ? await hashPassword(password) : undefined;
    return userDto(
      await saveUserDetails(
        deps.db,
        request.crm.tenant.id,
        grantRevoker(deps.oidcStore),
        { id, input, passwordHash: hash },
        actor.user.id,
      ),
    );
  });

  app.put(
    `${base}/:id/unlock`,
    { config: { policy: 'AbpIdentity.Users.Update' } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      await inRequestTenant(deps.db, request, (scope) => unlockUser(scope, id));
      return reply.status(204).send();
    },
  );

  app.put(
    `${base}/:id/roles`,
    { config: { policy: 'AbpIdentity.Users.Update' } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const { roleNames } = parseInput(userRolesSchema, request.body);
      await inRequestTenant(deps.db, request, (scope) => setUserRoles(scope, id, roleNames));
      return reply.status(204).send();
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { policy: 'AbpIdentity.Users.Delete' } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const actor = await requireUser(request);
      await inRequestTenant(deps.db, request, (scope) => removeUser(scope, id, actor.user.id));
      return reply.status(204).send();
    },
  );
}
