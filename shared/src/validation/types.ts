// A validator answers `null` (valid) or a message key with its parameters; the text is chosen
// later, in the reader's language, so the same result serves the server and both UIs.

export const VALIDATION_KEYS = [
  'required',
  'email',
  'invalid',
  'pattern',
  'min',
  'max',
  'minlength',
  'maxlength',
  'range',
  'url',
  'creditCard',
  'ngbDate',
  'minAge',
  'integer',
  'passwordMismatch',
  'invalidPassword',
  'passwordRequiresDigit',
  'passwordRequiresLower',
  'passwordRequiresUpper',
  'passwordRequiresNonAlphanumeric',
  'usernamePattern',
  'nationalCode',
  'mobile',
  'sheba',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export type ValidationParams = Readonly<Record<string, string | number>>;

export interface ValidationError {
  key: ValidationKey;
  params?: ValidationParams;
}

export type Validator<T = unknown> = (value: T) => ValidationError | null;

/** The languages messages are written in (the same codes as the UI's languages). */
export type MessageLanguage = 'fa' | 'en';

export type MessageTable = Readonly<Record<ValidationKey, string>>;
