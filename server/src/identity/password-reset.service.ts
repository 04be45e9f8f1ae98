// Forgotten passwords (ABP's send-password-reset-code, verify-password-reset-token and
// reset-password). The request answers the same whether or not the address belongs to someone;
// the e-mail carries a single-use link that expires (see password-reset-token.ts).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { sendEmail } from '../emailing/mailer';
import { BadRequestError } from '../errors/app-error';
import { toPersianDigits } from '@crm/shared/persian';
import { localize } from '../localization/localizer';
import { settingReader, settingValues } from '../settings/settings.service';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import type { Culture } from '../web/culture';
import type { RequestFacts } from './account-context';
import type { ResetPasswordInput } from './account.schemas';
import {
  createResetToken,
  isValidResetToken,
  RESET_TOKEN_LIFETIME_MINUTES,
} from './password-reset-token';
import { assertPasswordAcceptable, hashPassword } from './passwords';
import { writeSecurityLog } from './security-log.repository';
import { endingSessions, type RevokeGrants } from './session-ending';
import { endSessionsOfUser } from './sessions.repository';
import { findUserByEmail, findUserById, updateUser, type UserRow } from './users.repository';

export interface ResetMailContext {
  db: Db;
  /** Signs the reset token. */
  key: Buffer;
  /** Opens the stored SMTP password (the settings' encryption key). */
  mailKey: Buffer;
  /** The outbox folder every e-mail is also kept in, if the server keeps one. */
  outboxDir: string | undefined;
  /** The product's public origin: the link opens its `/account/reset-password` page. */
  origin: string;
  culture: Culture;
}

/**
 * The link of the reset e-mail. It names the tenant by name, as a person would type it on the
 * sign-in page, so that the page it opens and its way back to sign-in show the tenant.
 */
export function resetLink(origin: string, tenant: CurrentTenant, userId: string, token: string) {
  const url = new URL('/account/reset-password', origin);
  url.searchParams.set('userId', userId);
  url.searchParams.set('resetToken', token);
  url.searchParams.set('__tenant', tenant.isHost ? '' : (tenant.name ?? tenant.id));
  return url.href;
}

/** Sends the reset e-mail when an active user has this address; does nothing otherwise. */
export async function sendPasswordResetEmail(
  context: ResetMailContext,
  facts: RequestFacts,
  email: string,
): Promise<boolean> {
  const { tenant } = facts;
  const found = await inTenant(context.db, tenant.id, async (scope) => {
    const user = await findUserByEmail(scope, email);
    if (!user || !user.is_active) return undefined;
    return { user, settings: await settingValues(scope, tenant.isHost) };
  });
  if (!found) return false;
  const { user, settings } = found;
  const token = createResetToken(context.key, {
    tenantId: tenant.id,
    userId: user.id,
    securityStamp: user.security_stamp,
  });
  const link = resetLink(context.origin, tenant, user.id, token);
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.user_name;
  const route = { values: settings, secretKey: context.mailKey, outboxDir: context.outboxDir };
  await sendEmail(route, {
    to: user.email,
    subject: localize(context.culture, 'AbpAccount::PasswordResetEmail:Subject'),
    text: localize(context.culture, 'AbpAccount::PasswordResetEmail:Body', [
      name,
      context.culture === 'fa'
        ? toPersianDigits(String(RESET_TOKEN_LIFETIME_MINUTES))
        : RESET_TOKEN_LIFETIME_MINUTES,
      link,
    ]),
  });
  return true;
}

async function userWithValidToken(
  scope: TenantDb,
  key: Buffer,
  tenantId: string,
  input: { userId: string; resetToken: string },
): Promise<UserRow | undefined> {
  const user = await findUserById(scope, input.userId);
  if (!user || !user.is_active) return undefined;
  const subject = { tenantId, userId: user.id, securityStamp: user.security_stamp };
  return isValidResetToken(key, subject, input.resetToken) ? user : undefined;
}

export function verifyPasswordResetToken(
  db: Db,
  key: Buffer,
  tenantId: string,
  input: { userId: string; resetToken: string },
): Promise<boolean> {
  return inTenant(db, tenantId, async (scope) =>
    Boolean(await userWithValidToken(scope, key, tenantId, input)),
  );
}

const invalidToken = () => new BadRequestError('Crm:InvalidPasswordResetToken');

/**
 * Sets the new password, ends every session of the user, revoking their tokens
 * (session-ending.ts), and writes the security log.
 */
export async function resetPassword(
  db: Db,
  key: Buffer,
  facts: RequestFacts,
  input: ResetPasswordInput,
  revokeGrants: RevokeGrants,
): Promise<void> {
  const { tenant } = facts;
  const user = await inTenant(db, tenant.id, async (scope) => {
    const found = await userWithValidToken(scope, key, tenant.id, input);
    if (!found) throw invalidToken();
    const settings = settingReader(await settingValues(scope, tenant.isHost));
    assertPasswordAcceptable(input.password, settings, 'password', {
      userName: found.user_name,
      email: found.email,
      name: found.name,
      surname: found.surname,
    });
    return found;
  });
  const hash = await hashPassword(input.password);
  const change = () =>
    inTenant(db, tenant.id, async (scope) => {
      const changed = await updateUser(
        scope,
        user.id,
        {
          password_hash: hash,
          security_stamp: randomUUID(),
          last_password_change_time: new Date(),
          should_change_password: false,
          access_failed_count: 0,
          lockout_end: null,
          concurrency_stamp: randomUUID(),
        },
        user.concurrency_stamp,
      );
      // The stamp moved between the check and now: the token was used by a parallel request.
      if (!changed) throw invalidToken();
      await writeSecurityLog(scope, {
        action: 'ResetPassword',
        identity: 'Identity',
        userId: user.id,
        userName: user.user_name,
        tenantName: tenant.name,
        ip: facts.ip,
        browser: facts.userAgent,
      });
      return { value: undefined, ended: await endSessionsOfUser(scope, user.id) };
    });
  await endingSessions(db, revokeGrants, { tenantId: tenant.id, userId: user.id }, change);
}
