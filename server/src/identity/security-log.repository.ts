// The security log: every sign-in success or failure, lockout, logout and password change.
// No secret ever goes in (no password, token or code).
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { pagedQuery } from '../db/paged-query';

export type SecurityAction =
  | 'LoginSucceeded'
  | 'LoginFailed'
  | 'LoginLockedout'
  | 'LoginNotAllowed'
  | 'LoginInvalidUserName'
  | 'LoginInvalidUserNameOrPassword'
  | 'Logout'
  | 'ChangePassword'
  | 'ResetPassword'
  | 'ChangeUserName'
  | 'ChangeEmail'
  | 'ChangePhoneNumber';

export interface SecurityEvent {
  action: SecurityAction;
  identity: 'Identity' | 'OpenIdConnect';
  userId?: string | null;
  userName?: string | null;
  tenantName?: string | null;
  clientId?: string | null;
  ip?: string | null;
  browser?: string | null;
}

export async function writeSecurityLog({ db }: TenantDb, event: SecurityEvent): Promise<void> {
  await db
    .insertInto('security_log')
    .values({
      id: randomUUID(),
      application_name: 'Crm',
      identity: event.identity,
      action: event.action,
      user_id: event.userId ?? null,
      user_name: event.userName?.slice(0, 256) ?? null,
      tenant_name: event.tenantName ?? null,
      client_id: event.clientId ?? null,
      correlation_id: null,
      client_ip_address: event.ip ?? null,
      browser_info: event.browser?.slice(0, 512) ?? null,
    })
    .execute();
}

export async function listSecurityLog(
  { db }: TenantDb,
  userId: string,
  page: { skip: number; take: number },
) {
  const base = db.selectFrom('security_log').where('user_id', '=', userId);
  return pagedQuery(
    base,
    (q) => q.selectAll().orderBy('creation_time', 'desc').orderBy('id', 'desc'),
    page,
  );
}
