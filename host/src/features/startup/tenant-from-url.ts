// The shell's `?__tenant=` (tenant-key.ts), looked up with the application's HTTP client.
import { findTenantById, findTenantByName } from '@crm/shared';
import { applyTenantKey } from './tenant-key';

export function applyTenantFromUrl(location: Location = window.location): Promise<void> {
  return applyTenantKey(new URL(location.href).search, {
    byName: findTenantByName,
    byId: findTenantById,
  });
}
