// Checks a user name (or e-mail) and password in a tenant, with ABP's lockout (n failures lock
// the account for a while) and a security-log row for every outcome. An unknown user costs
// the same hashing time and gets the same answer as a wrong password.
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { isTrue } from '../settings/setting-definitions';
import { settingValues } from '../settings/settings.service';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { writeSecurityLog, type SecurityEvent } from './security-log.repository';
import {
  countFailedSignIn,
  findUserByUserNameOrEmail,
  updateUser,
  type UserRow,
} from './users.repository';

export type SignInFailure =
  'InvalidUserNameOrPassword' | 'LockedOut' | 'NotAllowed' | 'LocalLoginDisabled';
export type SignInResult = { ok: true; user: UserRow } | { ok: false; reason: SignInFailure };

export interface SignInRequest {
  tenant: CurrentTenant;
  userNameOrEmail: string;
  password: string;
  clientId: string | null;
  ip: string | null;
  userAgent: string | null;
  identity: SecurityEvent['identity'];
}

function isLockedOut(user: UserRow, now: Date): boolean {
  return user.lockout_enabled && user.lockout_end !== null && user.lockout_end > now;
}

export async function signIn(db: Db, request: SignInRequest): Promise<SignInResult> {
  const { tenant } = request;
  const event = (action: SecurityEvent['action'], user?: UserRow): SecurityEvent => ({
    action,
    identity: request.identity,
    userId: user?.id ?? null,
    userName: user?.user_name ?? request.userNameOrEmail,
    tenantName: tenant.name,
    clientId: request.clientId,
    ip: request.ip,
    browser: request.userAgent,
  });
  const log = (e: SecurityEvent) => inTenant(db, tenant.id, (scope) => writeSecurityLog(scope, e));

  const { user, settings } = await inTenant(db, tenant.id, async (scope) => ({
    user: await findUserByUserNameOrEmail(scope, request.userNameOrEmail),
    settings: await settingValues(scope, tenant.isHost),
  }));
  // The account layout says there is no way to sign in; the server refuses as well.
  if (settings.get('Abp.Account.EnableLocalLogin')?.toLowerCase() === 'false') {
    await log(event('LoginNotAllowed', user));
    return { ok: false, reason: 'LocalLoginDisabled' };
  }
  if (user && isLockedOut(user, new Date())) {
    await log(event('LoginLockedout', user));
    return { ok: false, reason: 'LockedOut' };
  }
  const valid = await verifyPassword(user?.password_hash, request.password);
  if (!user) {
    await log(event('LoginInvalidUserName'));
    return { ok: false, reason: 'InvalidUserNameOrPassword' };
  }
  if (!valid) return recordFailure(db, request, user, settings, log, event);

  const notAllowed =
    !user.is_active ||
    (isTrue(settings.get('Abp.Identity.SignIn.RequireConfirmedEmail')) && !user.email_confirmed) ||
    (isTrue(settings.get('Abp.Identity.SignIn.RequireConfirmedPhoneNumber')) &&
      !user.phone_number_confirmed);
  if (notAllowed) {
    await log(event('LoginNotAllowed', user));
    return { ok: false, reason: 'NotAllowed' };
  }
  const rehash =
    user.password_hash && needsRehash(user.password_hash)
      ? await hashPassword(request.password)
      : undefined;
  await inTenant(db, tenant.id, async (scope) => {
    await updateUser(scope, user.id, {
      access_failed_count: 0,
      lockout_end: null,
      ...(rehash ? { password_hash: rehash } : {}),
    });
    await writeSecurityLog(scope, event('LoginSucceeded', user));
  });
  return { ok: true, user };
}

async function recordFailure(
  db: Db,
  request: SignInRequest,
  user: UserRow,
  settings: ReadonlyMap<string, string>,
  log: (e: SecurityEvent) => Promise<void>,
  event: (action: SecurityEvent['action'], user?: UserRow) => SecurityEvent,
): Promise<SignInResult> {
  const maxFailures = Number(settings.get('Abp.Identity.Lockout.MaxFailedAccessAttempts')) || 5;
  const lockoutSeconds = Number(settings.get('Abp.Identity.Lockout.LockoutDuration')) || 300;
  const lockedOut = await inTenant(db, request.tenant.id, async (scope) => {
    const row = await countFailedSignIn(scope, user.id);
    if (!row.lockout_enabled || row.access_failed_count < maxFailures) return false;
    await updateUser(scope, user.id, {
      access_failed_count: 0,
      lockout_end: new Date(Date.now() + lockoutSeconds * 1000),
    });
    return true;
  });
  await log(event(lockedOut ? 'LoginLockedout' : 'LoginInvalidUserNameOrPassword', user));
  return { ok: false, reason: lockedOut ? 'LockedOut' : 'InvalidUserNameOrPassword' };
}
