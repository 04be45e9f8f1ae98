// Instants for display: the day (in the language's calendar) and the time of day, both in
// Tehran wherever the browser is, in the language's digits.
import { parseAbsolute } from '@internationalized/date';
import { formatIsoDate, type DateFormatOptions } from './date-format';
import { TEHRAN_TIME_ZONE } from './jalali-date';
import { localizeDigits } from './number-format';

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:mm:ss` of an ISO instant (with `Z` or an offset) in Tehran; null for other text. */
export function tehranTimeOfDay(instant: string): string | null {
  try {
    const { hour, minute, second } = parseAbsolute(instant, TEHRAN_TIME_ZONE);
    return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
  } catch {
    return null;
  }
}

/** The day and the time of an instant in Tehran (`۱۴۰۳/۰۱/۰۱ ۱۶:۰۰:۰۵`); other text as given. */
export function formatIsoDateTime(
  instant: string,
  language: string,
  options: DateFormatOptions = {},
): string {
  const time = tehranTimeOfDay(instant);
  if (time === null) return instant;
  return `${formatIsoDate(instant, language, options)} ${localizeDigits(time, language)}`;
}
