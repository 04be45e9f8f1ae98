import type { FastifyRequest } from 'fastify';
import type { CurrentTenant } from '../tenancy/tenant-resolver';

/** Who is asking, for the security log: tenant, address and browser (never a secret). */
export interface RequestFacts {
  tenant: CurrentTenant;
  ip: string | null;
  userAgent: string | null;
}

export function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    tenant: request.crm.tenant,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
