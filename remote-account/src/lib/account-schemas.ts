// The account forms' rules, as valibot schemas built from @crm/shared/validation: the password
// policy comes from the tenant's settings; confirmations must match.
import {
  emailSchema,
  passwordSchema,
  passwordsMatch,
  pattern,
  required,
  requiredString,
  textAction,
  textSchema,
  type PasswordPolicy,
} from '@crm/shared/validation';
import * as v from 'valibot';

/** The server's user-name rule: letters, digits and `._@+-`. */
export const USER_NAME_PATTERN = /^[\p{L}\p{N}._@+-]+$/u;

const filled = () => v.pipe(requiredString(), textAction(required()));
/**
 * Optional text, normalised as the server stores it (Persian letters, Latin digits): stays a
 * string ('' when left empty); the page sends '' as null.
 */
const optionalText = (max: number) => textSchema({ required: false, maxLength: max });
const userName = () =>
  v.pipe(textSchema({ maxLength: 256 }), textAction(pattern(USER_NAME_PATTERN)));

export const registerSchema = (policy: PasswordPolicy) =>
  v.pipe(
    v.object({
      userName: userName(),
      emailAddress: emailSchema(),
      password: passwordSchema(policy),
      confirmPassword: filled(),
    }),
    passwordsMatch('password', 'confirmPassword'),
  );

export const forgotPasswordSchema = () => v.object({ email: emailSchema() });

export const resetPasswordSchema = (policy: PasswordPolicy) =>
  v.pipe(
    v.object({ password: passwordSchema(policy), confirmPassword: filled() }),
    passwordsMatch('password', 'confirmPassword'),
  );

export const changePasswordSchema = (policy: PasswordPolicy) =>
  v.pipe(
    v.object({
      currentPassword: filled(),
      newPassword: passwordSchema(policy),
      confirmPassword: filled(),
    }),
    passwordsMatch('newPassword', 'confirmPassword'),
  );

export const profileSchema = () =>
  v.object({
    userName: userName(),
    email: emailSchema(),
    name: optionalText(64),
    surname: optionalText(64),
    phoneNumber: optionalText(16),
  });

export type RegisterValues = v.InferInput<ReturnType<typeof registerSchema>>;
export type ResetPasswordValues = v.InferInput<ReturnType<typeof resetPasswordSchema>>;
export type ChangePasswordValues = v.InferInput<ReturnType<typeof changePasswordSchema>>;
export type ProfileValues = {
  userName: string;
  email: string;
  name: string;
  surname: string;
  phoneNumber: string;
};
