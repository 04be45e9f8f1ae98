// Tenant lookup and choice (abp-contracts §2). The lookups send an empty tenant header so the
// session's current tenant does not apply to them; "not found" is a 200 with `success: false`.
import * as v from 'valibot';
import { localize } from '../i18n/localize';
import { http, type RequestOptions } from '../http/http';
import { TENANT_HEADER } from '../http/request-headers';
import { setSessionTenant, type SessionTenant } from '../session/session-store';
import { refreshAppState } from './app-config-store';
import { TENANTS_URL } from './tenants-url';
import { registerAppConfigTexts, TENANT_NOT_AVAILABLE_KEY } from './texts';

registerAppConfigTexts();

export const findTenantResultSchema = v.looseObject({
  success: v.boolean(),
  tenantId: v.nullish(v.string(), null),
  name: v.nullish(v.string(), null),
  normalizedName: v.nullish(v.string(), null),
  /** Newer servers tell an inactive tenant apart; older ones send only found tenants. */
  isActive: v.nullish(v.boolean(), true),
});
export type FindTenantResult = v.InferOutput<typeof findTenantResultSchema>;

type LookupOptions = Pick<RequestOptions, 'skipHandleError' | 'skipLoader' | 'signal'>;

function findTenant(by: 'by-name' | 'by-id', value: string, options?: LookupOptions) {
  return http.get(`${TENANTS_URL}/${by}/${encodeURIComponent(value)}`, {
    ...options,
    headers: { [TENANT_HEADER]: '' },
    schema: findTenantResultSchema,
  });
}

export function findTenantByName(name: string, options?: LookupOptions): Promise<FindTenantResult> {
  return findTenant('by-name', name, options);
}

export function findTenantById(id: string, options?: LookupOptions): Promise<FindTenantResult> {
  return findTenant('by-id', id, options);
}

export type SetTenantResult =
  | { status: 'cleared' }
  | { status: 'set'; tenant: SessionTenant }
  | { status: 'not-available'; message: string }
  /** The lookup failed (already on the error reporter). */
  | { status: 'failed'; error: unknown };

async function apply(tenant: SessionTenant | null): Promise<void> {
  setSessionTenant(tenant);
  await refreshAppState();
}

/**
 * The tenant box's choice: an empty name switches to the host (no tenant); a known, active
 * tenant becomes the session tenant; either way the app configuration is loaded again. An
 * unknown or inactive tenant changes nothing and gives the localized message to show.
 */
export async function setTenant(name: string | null | undefined): Promise<SetTenantResult> {
  const wanted = name?.trim() ?? '';
  if (!wanted) {
    await apply(null);
    return { status: 'cleared' };
  }
  let found: FindTenantResult;
  try {
    found = await findTenantByName(wanted);
  } catch (error) {
    return { status: 'failed', error };
  }
  if (!found.success || !found.isActive || !found.tenantId) {
    return { status: 'not-available', message: localize(TENANT_NOT_AVAILABLE_KEY, wanted) };
  }
  const tenant = { id: found.tenantId, name: found.name ?? wanted, isAvailable: true };
  await apply(tenant);
  return { status: 'set', tenant };
}
