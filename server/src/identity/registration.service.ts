// Self-registration (ABP's `POST /api/account/register`): only when the tenant's setting
// `Abp.Account.IsSelfRegistrationEnabled` is on; the new user gets the tenant's default roles.
import type { TenantDb } from '../db/tenant-scope';
import { ForbiddenError } from '../errors/app-error';
import { isTrue } from '../settings/setting-definitions';
import { settingReader, settingValues } from '../settings/settings.service';
import type { RegisterInput } from './account.schemas';
import { assertPasswordAcceptable } from './passwords';
import { listAllRoles } from './roles.repository';
import { createUser, getUser } from './users.service';
import type { UserRow } from './users.repository';

export async function assertSelfRegistrationEnabled(
  scope: TenantDb,
  isHost: boolean,
): Promise<void> {
  const settings = await settingValues(scope, isHost);
  if (!isTrue(settings.get('Abp.Account.IsSelfRegistrationEnabled')))
    throw new ForbiddenError('Volo.Account:SelfRegistrationDisabled');
}

/** Checks the password against the tenant's policy before the (slow) hashing. */
export async function assertRegistrationPassword(
  scope: TenantDb,
  isHost: boolean,
  input: RegisterInput,
): Promise<void> {
  const settings = settingReader(await settingValues(scope, isHost));
  assertPasswordAcceptable(input.password, settings, 'password', {
    userName: input.userName,
    email: input.emailAddress,
  });
}

export async function registerUser(
  scope: TenantDb,
  input: RegisterInput,
  passwordHash: string,
): Promise<UserRow> {
  const defaultRoles = (await listAllRoles(scope)).filter((role) => role.is_default);
  const user = await createUser(
    scope,
    {
      userName: input.userName,
      email: input.emailAddress,
      name: null,
      surname: null,
      phoneNumber: null,
      nationalCode: null,
      isActive: true,
      lockoutEnabled: true,
      shouldChangePasswordOnNextLogin: false,
      roleNames: defaultRoles.map((role) => role.name),
      extraProperties: input.extraProperties,
      password: input.password,
    },
    passwordHash,
    null,
  );
  return getUser(scope, user.id);
}
