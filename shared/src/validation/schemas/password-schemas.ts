// The password follows the policy from settings and is never normalised: it must stay exactly
// as typed. The confirmation check reports on the confirmation field.
import * as v from 'valibot';
import { passwordErrors } from '../validators/password';
import { isPasswordMismatch } from '../validators/password-mismatch';
import type { PasswordPolicy } from '../validators/password-policy';
import { required } from '../validators/required';
import { errorsAction, localized, requiredString, textAction } from './localized';

export const passwordSchema = (policy: PasswordPolicy) =>
  v.pipe(
    requiredString(),
    textAction(required()),
    errorsAction<string>((value) => passwordErrors(value, policy)),
  );

/** Pipe into an object schema: flags `confirmationKey` when both are filled and differ. */
export function passwordsMatch<TInput extends Record<string, unknown>>(
  passwordKey: keyof TInput & string,
  confirmationKey: keyof TInput & string,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const value = input[confirmationKey];
    if (!isPasswordMismatch(input[passwordKey], value)) return;
    addIssue({
      message: localized('passwordMismatch'),
      path: [{ type: 'object', origin: 'value', input, key: confirmationKey, value }],
    });
  });
}
