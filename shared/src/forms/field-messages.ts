// For fields checked with plain validators (react-hook-form `rules.validate`) and for showing
// validation results outside a form: validation keys become text in the current language.
import { messageFor, toMessageLanguage } from '../validation/message-for';
import type { ValidationError, Validator } from '../validation/types';
import { liveLanguage, readLanguage, type LanguageSource } from './language-source';

/** The text of a validation result, or `undefined` when there is no error. */
export function fieldMessage(
  error: ValidationError | null | undefined,
  language: LanguageSource = liveLanguage,
): string | undefined {
  return error ? messageFor(error, toMessageLanguage(readLanguage(language))) : undefined;
}

/** Texts for a record of validation results, leaving out the fields without errors. */
export function localizeErrors(
  errors: Readonly<Record<string, ValidationError | null | undefined>>,
  language: LanguageSource = liveLanguage,
): Record<string, string> {
  const entries = Object.entries(errors).flatMap(([field, error]) => {
    const message = fieldMessage(error, language);
    return message === undefined ? [] : [[field, message] as const];
  });
  return Object.fromEntries(entries);
}

/** A react-hook-form `validate` function: `true` or the first error's text. */
export function toFieldValidate<TValue>(
  validators: Validator<TValue> | readonly Validator<TValue>[],
  language: LanguageSource = liveLanguage,
): (value: TValue) => true | string {
  const list = Array.isArray(validators) ? validators : [validators];
  return (value) => {
    for (const validate of list as readonly Validator<TValue>[]) {
      const message = fieldMessage(validate(value), language);
      if (message !== undefined) return message;
    }
    return true;
  };
}
