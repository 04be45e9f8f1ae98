import type { ValidationError, Validator } from '../types';

/** Runs validators in order and returns the first error. */
export function firstError<T>(...validators: readonly Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return null;
  };
}

/** Runs every validator and returns all errors. */
export function allErrors<T>(value: T, validators: readonly Validator<T>[]): ValidationError[] {
  return validators.map((validate) => validate(value)).filter((error) => error !== null);
}
