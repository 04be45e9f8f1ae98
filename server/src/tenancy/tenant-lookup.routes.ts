// ABP's anonymous tenant lookups for the tenant box: 200 with `success: false` when there is
// no such tenant; `isActive` says whether it may be used.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { parseInput } from '../web/validate';
import { lookUpTenantById, lookUpTenantByName } from './tenants.service';

export const tenantNameParamsSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export const tenantIdParamsSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

export async function tenantLookupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: ANONYMOUS, tenantFree: true };
  app.get('/api/abp/multi-tenancy/tenants/by-name/:name', { config }, async (request) => {
    const { name } = parseInput(tenantNameParamsSchema, request.params);
    return lookUpTenantByName(deps.db, name);
  });
  app.get('/api/abp/multi-tenancy/tenants/by-id/:id', { config }, async (request) => {
    const { id } = parseInput(tenantIdParamsSchema, request.params);
    return lookUpTenantById(deps.db, id);
  });
}
