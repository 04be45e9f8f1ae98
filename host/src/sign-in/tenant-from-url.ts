// The sign-in page's `?__tenant=` (the shell's rule, features/startup/tenant-key.ts), looked up
// with the page's own `fetch` calls.
import { applyTenantKey } from '../features/startup/tenant-key';
import { findTenant } from './server-calls';

export function applyTenantFromUrl(search: string): Promise<void> {
  return applyTenantKey(search, {
    byName: (name) => findTenant('by-name', name),
    byId: (id) => findTenant('by-id', id),
  });
}
