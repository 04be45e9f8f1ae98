// Free text and the web formats (e-mail, URL, user name). Text is stored normalised: Persian
// letters, Latin digits, no direction marks, single spaces.
import * as v from 'valibot';
import { toLatinDigits } from '../../persian/digits';
import { normalizePersianText, stripInvisibleMarks } from '../../persian/text';
import { email } from '../validators/email';
import { required } from '../validators/required';
import { stringLength, maxLength } from '../validators/string-length';
import { url } from '../validators/url';
import { username } from '../validators/username';
import { requiredString, textAction } from './localized';

/** Longest e-mail address a mailbox can have. */
const EMAIL_MAX_LENGTH = 254;

const compact = (value: string) => toLatinDigits(stripInvisibleMarks(value)).trim();

export interface TextSchemaOptions {
  /** Blank text fails with `required` (default true); otherwise it becomes ''. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

export function textSchema({
  required: isRequired = true,
  minLength: min = 0,
  maxLength: max = Infinity,
}: TextSchemaOptions = {}) {
  return v.pipe(
    requiredString(),
    v.transform(normalizePersianText),
    textAction(isRequired ? required() : () => null),
    textAction(stringLength({ min, max })),
  );
}

export const emailSchema = () =>
  v.pipe(
    requiredString(),
    v.transform(compact),
    textAction(required()),
    textAction(maxLength(EMAIL_MAX_LENGTH)),
    textAction(email()),
  );

export const urlSchema = () =>
  v.pipe(requiredString(), v.transform(compact), textAction(required()), textAction(url()));

export const usernameSchema = (pattern?: RegExp) =>
  v.pipe(
    requiredString(),
    v.transform(compact),
    textAction(required()),
    textAction(username(pattern ? { pattern } : {})),
  );
