// A confirmation field differs from the password only once both are filled: while one is still
// empty the form shows `required` (if any) instead.
import type { Validator } from '../types';
import { filledText } from './is-empty';

type FormValues = Readonly<Record<string, unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' ? filledText(value) : null);

/** True when both values are filled and differ. */
export function isPasswordMismatch(password: unknown, confirmation: unknown): boolean {
  const [first, second] = [textOf(password), textOf(confirmation)];
  return first !== null && second !== null && first !== second;
}

/** A form-level validator comparing two named fields. */
export function passwordMismatch(
  passwordField = 'password',
  confirmationField = 'confirmPassword',
): Validator<FormValues> {
  return (values) =>
    isPasswordMismatch(values[passwordField], values[confirmationField])
      ? { key: 'passwordMismatch' }
      : null;
}
