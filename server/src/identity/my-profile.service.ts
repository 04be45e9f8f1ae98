// The signed-in user's own profile (ABP's `/api/account/my-profile`): name, surname, e-mail,
// phone number and, when the settings allow, user name. Optimistic concurrency by stamp: a
// stale stamp is a 409. Changes of user name, e-mail and phone number go to the security log.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, ConflictError } from '../errors/app-error';
import { isTrue } from '../settings/setting-definitions';
import { settingValues } from '../settings/settings.service';
import type { RequestFacts } from './account-context';
import type { UpdateProfileInput } from './account.schemas';
import { writeSecurityLog, type SecurityAction } from './security-log.repository';
import { normalizeName } from './normalized-name';
import { findUserByEmail, findUserByUserName, updateUser } from './users.repository';
import { getUser } from './users.service';
import type { UserRow } from './users.repository';

export function profileDto(user: UserRow) {
  return {
    userName: user.user_name,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phone_number,
    isExternal: false,
    hasPassword: user.password_hash !== null,
    concurrencyStamp: user.concurrency_stamp,
    extraProperties: user.extra_properties,
  };
}

async function assertChangesAllowed(
  scope: TenantDb,
  isHost: boolean,
  user: UserRow,
  input: UpdateProfileInput,
) {
  const settings = await settingValues(scope, isHost);
  const renamed = normalizeName(input.userName) !== user.normalized_user_name;
  const newEmail = normalizeName(input.email) !== user.normalized_email;
  if (renamed && !isTrue(settings.get('Abp.Identity.User.IsUserNameUpdateEnabled')))
    throw new BadRequestError('Crm:UserNameUpdateDisabled');
  if (newEmail && !isTrue(settings.get('Abp.Identity.User.IsEmailUpdateEnabled')))
    throw new BadRequestError('Crm:EmailUpdateDisabled');
  const byName = renamed ? await findUserByUserName(scope, input.userName) : undefined;
  if (byName && byName.id !== user.id)
    throw new BadRequestError('Volo.Abp.Identity:DuplicateUserName', [input.userName]);
  const byEmail = newEmail ? await findUserByEmail(scope, input.email) : undefined;
  if (byEmail && byEmail.id !== user.id)
    throw new BadRequestError('Volo.Abp.Identity:DuplicateEmail', [input.email]);
  return { renamed, newEmail };
}

export async function updateMyProfile(
  scope: TenantDb,
  facts: RequestFacts,
  userId: string,
  input: UpdateProfileInput,
): Promise<UserRow> {
  const user = await getUser(scope, userId);
  if (input.concurrencyStamp && input.concurrencyStamp !== user.concurrency_stamp)
    throw new ConflictError('Crm:ConcurrencyConflict');
  const { renamed, newEmail } = await assertChangesAllowed(scope, facts.tenant.isHost, user, input);
  const phoneNumber = input.phoneNumber || null;
  const changed = await updateUser(
    scope,
    userId,
    {
      user_name: input.userName,
      normalized_user_name: normalizeName(input.userName),
      email: input.email,
      normalized_email: normalizeName(input.email),
      email_confirmed: newEmail ? false : user.email_confirmed,
      name: input.name || null,
      surname: input.surname || null,
      phone_number: phoneNumber,
      phone_number_confirmed:
        phoneNumber === user.phone_number ? user.phone_number_confirmed : false,
      extra_properties: JSON.stringify({ ...user.extra_properties, ...input.extraProperties }),
      concurrency_stamp: randomUUID(),
      entity_version: user.entity_version + 1,
      last_modification_time: new Date(),
      last_modifier_id: userId,
    },
    user.concurrency_stamp,
  );
  if (!changed) throw new ConflictError('Crm:ConcurrencyConflict');
  const actions: SecurityAction[] = [];
  if (renamed) actions.push('ChangeUserName');
  if (newEmail) actions.push('ChangeEmail');
  if (phoneNumber !== user.phone_number) actions.push('ChangePhoneNumber');
  for (const action of actions) {
    await writeSecurityLog(scope, {
      action,
      identity: 'Identity',
      userId,
      userName: input.userName,
      tenantName: facts.tenant.name,
      ip: facts.ip,
      browser: facts.userAgent,
    });
  }
  return getUser(scope, userId);
}
