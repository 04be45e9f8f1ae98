// Valibot messages in the language of the parse: `v.safeParse(schema, input, { lang: 'en' })`
// gives English, anything else Persian. Schemas run the same validators as forms do, so a rule
// and its message are defined once.
import * as v from 'valibot';
import { messageFor, toMessageLanguage } from '../message-for';
import type { ValidationError, ValidationKey, ValidationParams, Validator } from '../types';

/** A valibot message function for a key, in the language the parse was run with. */
export function localized(key: ValidationKey, params?: ValidationParams) {
  return (issue: v.BaseIssue<unknown>): string =>
    messageFor({ key, params }, toMessageLanguage(issue.lang));
}

/** A pipe action reporting every error `collect` finds, with localized messages. */
export function errorsAction<T>(collect: (value: T) => readonly ValidationError[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const error of collect(dataset.value)) {
      addIssue({ message: (issue) => messageFor(error, toMessageLanguage(issue.lang)) });
    }
  });
}

/** A pipe action running one validator. */
export function validatorAction<T>(validate: Validator<T>) {
  return errorsAction<T>((value) => {
    const error = validate(value);
    return error ? [error] : [];
  });
}

/** A pipe action running one validator on text. */
export const textAction = (validate: Validator<string>) => validatorAction<string>(validate);

/** A string schema whose type error reads "This field is required." */
export const requiredString = () => v.string(localized('required'));
