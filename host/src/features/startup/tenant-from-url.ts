// `?__tenant=<name or id>` on any page chooses the tenant before the app configuration loads,
// as links in a tenant's e-mails expect (ABP's query-string tenant resolution). An empty value
// means the host; an unknown tenant leaves the session as it was.
import { findTenantByName, setSessionTenant } from '@crm/shared';

export const TENANT_PARAM = '__tenant';

export async function applyTenantFromUrl(location: Location = window.location): Promise<void> {
  const name = new URL(location.href).searchParams.get(TENANT_PARAM);
  if (name === null) return;
  if (name.trim() === '') {
    setSessionTenant(null);
    return;
  }
  const found = await findTenantByName(name.trim()).catch(() => undefined);
  if (found?.success && found.tenantId && found.isActive !== false) {
    setSessionTenant({ id: found.tenantId, name: found.name ?? name.trim(), isAvailable: true });
  }
}
