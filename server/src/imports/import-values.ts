// Cell values of imported files: dates in the Jalali calendar (1403/01/15) or ISO (2024-04-03),
// integers with Persian, Arabic or Latin digits and thousands separators.
import { isIsoDate, jalaliInputToIso, toLatinDigits } from '@crm/shared/persian';

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const fail = (reason: string) => ({ ok: false as const, reason });

/** A day: ISO when the year has four digits above 1700, else Jalali. */
export function parseDay(text: string): CellResult<string> {
  const value = toLatinDigits(text.trim());
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && Number(value.slice(0, 4)) > 1700)
    return isIsoDate(value) ? { ok: true, value } : fail('Import:InvalidDate');
  const iso = jalaliInputToIso(value);
  return iso ? { ok: true, value: iso } : fail('Import:InvalidDate');
}

/** A whole number ≥ `min`; empty gives `fallback` when there is one. */
export function parseInteger(text: string, min = 0, fallback?: number): CellResult<number> {
  const value = toLatinDigits(text.trim()).replace(/[\s,٬،_]/g, '');
  if (value === '' && fallback !== undefined) return { ok: true, value: fallback };
  if (!/^-?\d+$/.test(value)) return fail('Import:NotAnInteger');
  const n = Number(value);
  if (!Number.isSafeInteger(n)) return fail('Import:NotAnInteger');
  return n < min ? fail('Import:TooSmall') : { ok: true, value: n };
}

/** One of the allowed words (English or Persian), mapped to its value. */
export function parseChoice<T extends string>(
  text: string,
  words: Readonly<Record<string, T>>,
): CellResult<T> {
  const value = words[text.trim().toLowerCase()];
  return value ? { ok: true, value } : fail('Import:UnknownValue');
}
