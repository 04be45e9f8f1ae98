// Only `required` fails empty values; every other validator lets them through, so optional
// fields stay optional and a required field reports one message, not several.
import { stripInvisibleMarks } from '../../persian/text';

/** True for null, undefined, blank strings (spaces and invisible marks only) and empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return stripInvisibleMarks(value).trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The value when it holds text, `null` when it is empty (and so left to `required`). */
export function filledText(value: string | null | undefined): string | null {
  return value === null || value === undefined || isEmptyValue(value) ? null : value;
}
