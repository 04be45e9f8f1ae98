// One normalisation of Persian text for everything the server stores or searches: Arabic ي/ى/ك
// become ی/ک, Persian and Arabic-Indic digits become Latin, direction marks go, spaces collapse,
// ZWNJ (نیم‌فاصله) stays (`normalizePersianText`). The same function shapes what the forms send
// (`textSchema` of @crm/shared/validation), so a name typed on an Arabic keyboard, stored
// through any form, is found by a search typed on a Persian one, and the other way round.
import * as v from 'valibot';
import { normalizeCodeInput, normalizePersianText } from '../persian/text';

/** A phone number as stored: Latin digits, no spaces, dashes, brackets or invisible marks. */
export function normalizePhoneNumber(text: string): string {
  return normalizeCodeInput(text, '-()');
}

/** Free text as stored (a name, a title), at most `max` characters once normalised. */
export const storedTextSchema = (max: number) =>
  v.pipe(v.string(), v.transform(normalizePersianText), v.maxLength(max));

/** Optional free text as stored; null and absent stay so. */
export const optionalStoredTextSchema = (max: number) =>
  v.optional(v.nullable(storedTextSchema(max)));

/** An optional phone number as stored. */
export const optionalPhoneNumberSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.transform(normalizePhoneNumber), v.maxLength(16))),
);

/** A list's search text (ABP's `filter`), compared with stored text normalised alike. */
export const searchFilterSchema = v.optional(
  v.pipe(v.string(), v.transform(normalizePersianText), v.maxLength(256)),
);
