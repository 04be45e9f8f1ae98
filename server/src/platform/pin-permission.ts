// Whose QA pins the manifest applies (docs/decisions/0002-release-registry.md). With the
// server's CRM_REMOTE_OVERRIDES off, nobody's. On: a request carrying an access token (and its
// DPoP proof, as the host sends it) gets its pins only when that user holds `Platform.Remotes`;
// an invalid or expired token, or a user without the permission, gets the active releases. A
// request without a token gets its pins only where the operator chose so explicitly
// (CRM_REMOTE_OVERRIDES=anonymous, a QA environment): by default a link can pin nobody's page.
import type { FastifyRequest } from 'fastify';
import { errors } from 'jose';
import { hasPolicy } from '@crm/shared/policy';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../auth/authenticate';
import { SenderConstraintError } from '../auth/sender-constraint';
import { NotFoundError } from '../errors/app-error';
import { loadCurrentUser } from '../identity/current-user';
import { resolveTenantById } from '../tenancy/tenant-resolver';

export const REMOTES_PERMISSION = 'Platform.Remotes';

export type PinCaller = 'anonymous' | 'permitted' | 'not-permitted';

export async function pinCaller(deps: AppDeps, request: FastifyRequest): Promise<PinCaller> {
  try {
    const principal = await authenticate(deps, request);
    if (!principal) return 'anonymous';
    const tenant = await resolveTenantById(deps.db, principal.tenantId, deps.caches);
    const user = await loadCurrentUser(deps.db, deps.caches, principal, tenant);
    return hasPolicy(user?.grantedPolicies ?? {}, REMOTES_PERMISSION)
      ? 'permitted'
      : 'not-permitted';
  } catch (error) {
    // A token that does not verify (or lacks its DPoP proof), or whose tenant is gone or
    // inactive, earns no pins; any other failure (the database away) is not an answer about
    // the caller, so it is thrown.
    if (
      error instanceof errors.JOSEError ||
      error instanceof SenderConstraintError ||
      error instanceof NotFoundError
    )
      return 'not-permitted';
    throw error;
  }
}

/** Whether this request's pins are applied. */
export async function pinsAllowed(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  if (!deps.config.remoteOverrides) return false;
  const caller = await pinCaller(deps, request);
  return caller === 'permitted' || (caller === 'anonymous' && deps.config.anonymousPins);
}
