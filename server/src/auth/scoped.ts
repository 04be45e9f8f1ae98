import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import type { CurrentUser } from '../identity/current-user';
import { requireUser } from './request-context';

/** Runs `work` in one transaction scoped to the request's tenant. */
export function inRequestTenant<T>(
  db: Db,
  request: FastifyRequest,
  work: (scope: TenantDb) => Promise<T>,
): Promise<T> {
  return inTenant(db, request.crm.tenant.id, work);
}

/** Runs `work` for the signed-in user (401 without one) in the request's tenant transaction. */
export async function inUserTenant<T>(
  db: Db,
  request: FastifyRequest,
  work: (scope: TenantDb, user: CurrentUser) => Promise<T>,
): Promise<T> {
  const user = await requireUser(request);
  return inTenant(db, request.crm.tenant.id, (scope) => work(scope, user));
}
