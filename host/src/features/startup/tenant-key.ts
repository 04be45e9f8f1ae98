// `?__tenant=<name or id>` on any page chooses the tenant before the app configuration loads,
// as links in a tenant's e-mails expect (ABP's query-string tenant resolution). A name is looked
// up first, then, for a value shaped like an id, the id (reset links of older e-mails named the
// tenant by id). An empty value means the host; an unknown tenant leaves the session as it was.
// The lookups are the caller's: the shell's HTTP client, or the sign-in page's `fetch`.
import { setSessionTenant } from '@crm/shared';

const TENANT_PARAM = '__tenant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FoundTenant {
  success: boolean;
  tenantId?: string | null;
  name?: string | null;
  isActive?: boolean | null;
}

export interface TenantLookups {
  byName: (name: string) => Promise<FoundTenant>;
  byId: (id: string) => Promise<FoundTenant>;
}

async function lookUp(key: string, lookups: TenantLookups) {
  const byName = await lookups.byName(key).catch(() => undefined);
  if (byName?.success || !UUID.test(key)) return byName;
  return lookups.byId(key).catch(() => undefined);
}

/** Applies the address's `__tenant` (its query string `search`) to the session. */
export async function applyTenantKey(search: string, lookups: TenantLookups): Promise<void> {
  const key = new URLSearchParams(search).get(TENANT_PARAM)?.trim();
  if (key === undefined) return;
  if (key === '') {
    setSessionTenant(null);
    return;
  }
  const found = await lookUp(key, lookups);
  if (found?.success && found.tenantId && found.isActive !== false) {
    setSessionTenant({ id: found.tenantId, name: found.name ?? key, isAvailable: true });
  }
}
