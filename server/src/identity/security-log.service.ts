// The signed-in user's own security log (sign-ins, sign-outs, password changes), newest first,
// as ABP's account module pages it.
import type { TenantDb } from '../db/tenant-scope';
import { listSecurityLog } from './security-log.repository';

export async function ownSecurityLog(
  scope: TenantDb,
  userId: string,
  page: { pageNumber: number; pageSize: number },
) {
  const rows = await listSecurityLog(scope, userId, {
    skip: (page.pageNumber - 1) * page.pageSize,
    take: page.pageSize,
  });
  return {
    totalCount: rows.totalCount,
    items: rows.items.map((row) => ({
      id: row.id,
      applicationName: row.application_name,
      identity: row.identity,
      action: row.action,
      userName: row.user_name,
      tenantName: row.tenant_name,
      clientId: row.client_id,
      clientIpAddress: row.client_ip_address,
      browserInfo: row.browser_info,
      creationTime: row.creation_time.toISOString(),
    })),
  };
}
