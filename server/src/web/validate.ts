// Request input is checked against valibot schemas (the same ones the front end uses). A
// failure becomes a 400 in ABP's format listing each offending member with an AbpValidation
// message in the request's culture; nothing runs after it.
import { isEmailIssue } from '@crm/shared/dto';
import * as v from 'valibot';
import { ValidationError, type ValidationErrorInfo } from '../errors/app-error';

type Issue = v.BaseIssue<unknown>;

const SIMPLE_KEYS: Readonly<Record<string, string>> = {
  email: 'ThisFieldIsNotAValidEmailAddress.',
  url: 'ThisFieldIsNotAValidFullyQualifiedHttpHttpsOrFtpUrl',
  uuid: 'ThisFieldIsNotAValidGuid.',
  integer: 'ThisFieldMustBeAWholeNumber.',
  number: 'ThisFieldMustBeANumber.',
  string: 'ThisFieldMustBeAText.',
  boolean: 'ThisFieldMustBeTrueOrFalse.',
  array: 'ThisFieldMustBeAList.',
  object: 'ThisFieldMustBeAnObject.',
  strict_object: 'ThisFieldIsNotAllowed.',
  never: 'ThisFieldIsNotAllowed.',
  iso_date: 'ThisFieldIsNotAValidDate.',
  iso_timestamp: 'ThisFieldIsNotAValidDate.',
};

/** The AbpValidation key and parameters that say what is wrong with the input. */
function describe(issue: Issue): Pick<ValidationErrorInfo, 'key' | 'params'> {
  const requirement = (issue as { requirement?: unknown }).requirement;
  if (issue.input === undefined || issue.input === null) return { key: 'ThisFieldIsRequired.' };
  if (isEmailIssue(issue)) return { key: SIMPLE_KEYS.email! };
  switch (issue.type) {
    case 'min_length':
      if (issue.input === '') return { key: 'ThisFieldIsRequired.' };
      return {
        key: 'ThisFieldMustBeAStringOrArrayTypeWithAMinimumLengthOf{0}',
        params: [Number(requirement)],
      };
    case 'max_length':
      return {
        key: 'ThisFieldMustBeAStringOrArrayTypeWithAMaximumLengthOf{0}',
        params: [Number(requirement)],
      };
    case 'min_value':
      return { key: 'ThisFieldMustBeGreaterThanOrEqual{0}', params: [String(requirement)] };
    case 'max_value':
      return { key: 'ThisFieldMustBeLessOrEqual{0}', params: [String(requirement)] };
    case 'picklist':
      return {
        key: 'ThisFieldMustBeOneOf{0}',
        params: [Array.isArray(requirement) ? requirement.join(', ') : ''],
      };
    default:
      return { key: SIMPLE_KEYS[issue.type] ?? 'ThisFieldIsNotValid.' };
  }
}

/**
 * Where the input holds U+0000 (in a text or a key): PostgreSQL's text and jsonb cannot store
 * it, so such input is refused here as invalid rather than failing in the database.
 */
function nulMembers(input: unknown, path: string): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? [path] : [];
  if (!input || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const member = path ? `${path}.${key}` : key;
    return key.includes('\u0000') ? [member] : nulMembers(value, member);
  });
}

export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const nul = nulMembers(input, '');
  if (nul.length)
    throw new ValidationError(
      nul.map((member) => ({
        message: 'The text holds a NUL character.',
        members: [member].filter(Boolean),
        key: 'ThisFieldIsNotValid.',
      })),
    );
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new ValidationError(
    result.issues.map((issue) => ({
      message: issue.message,
      members: [v.getDotPath(issue) ?? ''].filter(Boolean),
      ...describe(issue),
    })),
  );
}
