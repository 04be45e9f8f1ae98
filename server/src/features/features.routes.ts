// ABP's feature management API: `T` + tenant id (a tenant's features, managed from the host's
// tenant list) or `T` without a key (the host's own features). Values are validated per type.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors/app-error';
import { getTenant } from '../tenancy/tenants.service';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';
import { requestCulture } from '../web/culture';
import { parseInput } from '../web/validate';
import {
  resetTargetFeatures,
  targetFeatureList,
  updateTargetFeatures,
  type FeatureTarget,
} from './features.service';

export const featureProviderQuerySchema = v.object({
  providerName: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
  providerKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export const updateFeaturesSchema = v.strictObject({
  features: v.array(
    v.strictObject({
      name: v.pipe(v.string(), v.maxLength(128)),
      value: v.pipe(v.string(), v.maxLength(256)),
    }),
  ),
});

/** The tenant whose features the request addresses, after checking the caller may manage them. */
async function targetTenant(deps: AppDeps, request: FastifyRequest): Promise<FeatureTarget> {
  const { providerName, providerKey } = parseInput(featureProviderQuerySchema, request.query);
  if (providerName !== 'T') throw new BadRequestError('Crm:UnknownFeatureProvider', [providerName]);
  const user = await requireUser(request);
  const key = providerKey?.trim() || null;
  const needed = key
    ? 'AbpTenantManagement.Tenants.ManageFeatures'
    : 'FeatureManagement.ManageHostFeatures';
  if (!user.granted.has(needed)) throw new ForbiddenError();
  if (!key) return { tenantId: HOST_TENANT_ID, provider: { name: 'T', key: null } };
  if (!/^[0-9a-f-]{36}$/i.test(key)) throw new NotFoundError('Crm:EntityNotFound', [key]);
  const tenant = await getTenant(deps.db, key);
  return { tenantId: tenant.id, provider: { name: 'T', key: tenant.id } };
}

export async function featureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = {
    policy: 'FeatureManagement.ManageHostFeatures || AbpTenantManagement.Tenants.ManageFeatures',
  };
  const path = '/api/feature-management/features';

  app.get(path, { config }, async (request) => {
    const target = await targetTenant(deps, request);
    return targetFeatureList(deps.db, target, requestCulture(request));
  });

  app.put(path, { config }, async (request, reply) => {
    const target = await targetTenant(deps, request);
    const { features } = parseInput(updateFeaturesSchema, request.body);
    await updateTargetFeatures(deps.db, target, features);
    return reply.status(204).send();
  });

  app.delete(path, { config }, async (request, reply) => {
    const target = await targetTenant(deps, request);
    await resetTargetFeatures(deps.db, target);
    return reply.status(204).send();
  });
}
