// Changing one's own password: the current password is checked (with the same rate limit as
// sign-in), the new one must meet the policy and differ, and every other session ends, its
// tokens revoked (session-ending.ts); the session that changed it goes on.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { BadRequestError, ValidationError } from '../errors/app-error';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import { hashPassword, verifyPassword } from './passwords';
import { writeSecurityLog } from './security-log.repository';
import { endingSessions, type RevokeGrants } from './session-ending';
import { endSessionsOfUser } from './sessions.repository';
import { updateUser, type UserRow } from './users.repository';
import { checkPassword } from './users.service';

export async function changeOwnPassword(
  db: Db,
  context: {
    tenant: CurrentTenant;
    user: UserRow;
    sessionId: string | null;
    ip: string | null;
    userAgent: string | null;
    revokeGrants: RevokeGrants;
  },
  input: { currentPassword: string; newPassword: string },
): Promise<readonly string[]> {
  const { tenant, user } = context;
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new ValidationError(
      [
        {
          message: 'Incorrect password.',
          members: ['currentPassword'],
          key: 'AbpIdentity::Volo.Abp.Identity:PasswordMismatch',
        },
      ],
      'Volo.Abp.Identity:PasswordMismatch',
    );
  }
  if (input.currentPassword === input.newPassword) {
    throw new BadRequestError('Volo.Abp.Identity:PasswordSameAsCurrent');
  }
  await inTenant(db, tenant.id, (scope) =>
    checkPassword(scope, tenant.isHost, input.newPassword, 'newPassword', {
      userName: user.user_name,
      email: user.email,
      name: user.name,
      surname: user.surname,
    }),
  );
  const hash = await hashPassword(input.newPassword);
  const keptSessionId = context.sessionId ?? undefined;
  const sessions = { tenantId: tenant.id, userId: user.id, keptSessionId };
  const change = () =>
    inTenant(db, tenant.id, async (scope) => {
      await updateUser(scope, user.id, {
        password_hash: hash,
        security_stamp: randomUUID(),
        last_password_change_time: new Date(),
        should_change_password: false,
        concurrency_stamp: randomUUID(),
      });
      await writeSecurityLog(scope, {
        action: 'ChangePassword',
        identity: 'Identity',
        userId: user.id,
        userName: user.user_name,
        tenantName: tenant.name,
        ip: context.ip,
        browser: context.userAgent,
      });
      const ended = await endSessionsOfUser(scope, user.id, keptSessionId);
      return { value: ended, ended };
    });
  return endingSessions(db, context.revokeGrants, sessions, change);
}

/** When the current password expires (null: never), from `Crm.Identity.PasswordExpiryDays`. */
export function passwordExpiresAt(user: UserRow, expiryDays: number): Date | null {
  if (!(expiryDays > 0)) return null;
  const from = user.last_password_change_time ?? user.creation_time;
  return new Date(from.getTime() + expiryDays * 24 * 3600 * 1000);
}

export function isPasswordExpired(user: UserRow, expiryDays: number, now = new Date()): boolean {
  if (user.should_change_password) return true;
  const expiresAt = passwordExpiresAt(user, expiryDays);
  return expiresAt !== null && expiresAt <= now;
}

/** Stores when the current password expires (ABP's `PasswordExpiresAt` extra property). */
export async function savePasswordExpiry(scope: TenantDb, user: UserRow, expiryDays: number) {
  const expiresAt = passwordExpiresAt(user, expiryDays);
  await updateUser(scope, user.id, {
    extra_properties: JSON.stringify({
      ...user.extra_properties,
      PasswordExpiresAt: expiresAt?.toISOString() ?? null,
    }),
  });
  return { passwordExpiresAt: expiresAt?.toISOString() ?? null };
}
