// Password hashing (argon2id with ASVS 5.0 Appendix C parameters) and the password policy.
// Verifying against an unknown user hashes a dummy password, so both take the same time.
import argon2 from 'argon2';
import { passwordPolicyFromSettings, PASSWORD_SETTINGS } from '@crm/shared/validation';
import { ValidationError, type ValidationErrorInfo } from '../errors/app-error';
import { isBreachedPassword } from './breached-passwords';
import { withHashSlot } from './hash-slots';
import { isBuiltFromNames, type PersonalNames } from './personal-passwords';

const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
export const MAX_PASSWORD_LENGTH = 128;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2.hash(password, HASH_OPTIONS));
}

/** True when the password matches; a missing hash still spends the time of a check. */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy password for timing');
    const dummy = await dummyHash;
    await withHashSlot(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return withHashSlot(() => argon2.verify(hash, password).catch(() => false));
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, HASH_OPTIONS);
}

export type SettingLookup = (name: string) => string | undefined;

/** Every rule the password breaks, as localized validation errors on `member`. */
export function passwordProblems(
  password: string,
  setting: SettingLookup,
  member: string,
  identity: PersonalNames = {},
): ValidationErrorInfo[] {
  const problems: [string, (string | number)[]][] = [];
  // The same reading of the settings as the forms' (one rule for both sides).
  const policy = passwordPolicyFromSettings(
    Object.fromEntries(Object.values(PASSWORD_SETTINGS).map((name) => [name, setting(name)])),
  );
  const required = policy.requiredLength;
  const unique =
    Number.parseInt(setting('Abp.Identity.Password.RequiredUniqueChars') ?? '1', 10) || 1;
  if (password.length < required) problems.push(['PasswordTooShort', [required]]);
  if (password.length > MAX_PASSWORD_LENGTH)
    problems.push(['PasswordTooLong', [MAX_PASSWORD_LENGTH]]);
  if (new Set(password).size < unique) problems.push(['PasswordRequiresUniqueChars', [unique]]);
  const rule = (required: boolean, pattern: RegExp, code: string) => {
    if (required && !pattern.test(password)) problems.push([code, []]);
  };
  rule(policy.requireDigit, /[0-9]/, 'PasswordRequiresDigit');
  rule(policy.requireLowercase, /[a-z]/, 'PasswordRequiresLower');
  rule(policy.requireUppercase, /[A-Z]/, 'PasswordRequiresUpper');
  rule(policy.requireNonAlphanumeric, /[^0-9a-zA-Z]/, 'PasswordRequiresNonAlphanumeric');
  if (isBreachedPassword(password)) problems.push(['PasswordIsCommon', []]);
  else if (isBuiltFromNames(password, identity)) problems.push(['PasswordIsPersonal', []]);
  return problems.map(([code, params]) => ({
    message: code,
    members: [member],
    key: `AbpIdentity::Volo.Abp.Identity:${code}`,
    params,
  }));
}

/** Throws a 400 naming the first broken rule (and listing all) when the password is not acceptable. */
export function assertPasswordAcceptable(...args: Parameters<typeof passwordProblems>): void {
  const problems = passwordProblems(...args);
  const first = problems[0];
  if (!first) return;
  throw new ValidationError(problems, first.key!.replace('AbpIdentity::', ''), first.params ?? []);
}
