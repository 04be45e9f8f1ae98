// ABP's tenant management API (`/api/multi-tenancy/tenants`). Each tenant shares the database
// (isolated by tenant id), so the connection-string endpoints say so.
import { createTenantSchema, updateTenantSchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { BadRequestError } from '../errors/app-error';
import { idParamsSchema, pagedQuerySchema, parseSorting } from '../web/paging';
import { parseInput } from '../web/validate';
import {
  createTenant,
  getTenant,
  removeTenant,
  tenantDto,
  tenantPage,
  updateTenantDetails,
} from './tenants.service';

const base = '/api/multi-tenancy/tenants';
const SORTABLE = { name: 'name', creationtime: 'creation_time' } as const;

export async function tenantRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const read = { config: { policy: 'AbpTenantManagement.Tenants' } };

  app.get(base, read, async (request) => {
    const query = parseInput(pagedQuerySchema, request.query);
    return tenantPage(deps.db, {
      ...query,
      sorting: parseSorting(query.sorting, SORTABLE, 'name'),
    });
  });

  app.get(`${base}/:id`, read, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return tenantDto(await getTenant(deps.db, id));
  });

  app.post(base, { config: { policy: 'AbpTenantManagement.Tenants.Create' } }, async (request) => {
    const input = parseInput(createTenantSchema, request.body);
    return tenantDto(await createTenant(deps.db, input));
  });

  app.put(
    `${base}/:id`,
    { config: { policy: 'AbpTenantManagement.Tenants.Update' } },
    async (request) => {
      const { id } = parseInput(idParamsSchema, request.params);
      return tenantDto(
        await updateTenantDetails(deps.db, id, parseInput(updateTenantSchema, request.body)),
      );
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { policy: 'AbpTenantManagement.Tenants.Delete' } },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params);
      await removeTenant(deps.db, id);
      return reply.status(204).send();
    },
  );

  const connection = { config: { policy: 'AbpTenantManagement.Tenants.ManageConnectionStrings' } };
  app.get(`${base}/:id/default-connection-string`, connection, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await getTenant(deps.db, id);
    return reply.type('text/plain; charset=utf-8').send('');
  });
  const unsupported = async () => {
    throw new BadRequestError('Volo.Abp.TenantManagement:ConnectionStringsNotSupported');
  };
  app.put(`${base}/:id/default-connection-string`, connection, unsupported);
  app.delete(`${base}/:id/default-connection-string`, connection, unsupported);
}
