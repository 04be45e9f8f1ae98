// Typed dates: `yyyy`, `yyyy-MM` or `yyyy-MM-dd`, with `-` or `/` between the parts, one- or
// two-digit month and day, Persian/Arabic digits and stray direction marks accepted. One reader
// of the text (`readDateParts`) serves the Jalali filters of reports and imports (a partial date
// is a period) and the date box (in the language's calendar, a missing month or day is the 1st).
import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  type Calendar,
} from '@internationalized/date';
import { calendarFor } from './calendar';
import {
  isValidJalaliDate,
  jalaliMonthLength,
  jalaliToIso,
  type IsoDateRange,
} from './jalali-date';
import { isPersian } from './language';
import { normalizeCodeInput } from './text';

export interface DateParts {
  year: number;
  month?: number;
  day?: number;
}

/** Date parts in the Jalali calendar. */
export type JalaliDateParts = DateParts;

const TYPED_DATE = /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?$/;

/**
 * Jalali years are around 1300–1500 and Gregorian ones around 1900–2100: a year from 1700 on,
 * typed in Persian, is read as Gregorian (as when an ISO date is pasted).
 */
const FIRST_GREGORIAN_YEAR_IN_PERSIAN = 1700;

/**
 * How a date box shows its date: a layout `readDateParts` reads back (year first; a culture's
 * `M/d/yyyy` would not be), with `/` in Persian and ISO's `-` in English.
 */
export function typedDatePattern(language: string): string {
  return isPersian(language) ? 'yyyy/MM/dd' : 'yyyy-MM-dd';
}

/** The year, month and day as typed (months 1–12, days 1–31; not checked against a calendar). */
export function readDateParts(text: string): DateParts | null {
  const match = TYPED_DATE.exec(normalizeCodeInput(text, ''));
  if (!match) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (!year || month === 0 || month! > 12 || day === 0 || day! > 31) return null;
  return { year, ...(month !== undefined && { month }), ...(day !== undefined && { day }) };
}

/** Parses typed Jalali input; `null` when the text is not a real (possibly partial) date. */
export function parseJalaliInput(text: string): JalaliDateParts | null {
  const parts = readDateParts(text);
  if (parts?.day === undefined) return parts;
  return isValidJalaliDate(parts as Required<DateParts>) ? parts : null;
}

/** Typed full Jalali date → ISO `YYYY-MM-DD`; `null` unless year, month and day are given. */
export function jalaliInputToIso(text: string): string | null {
  const parts = parseJalaliInput(text);
  if (parts?.month === undefined || parts.day === undefined) return null;
  return jalaliToIso({ year: parts.year, month: parts.month, day: parts.day });
}

/** The ISO first and last day a (possibly partial) typed Jalali date covers. */
export function jalaliPartsToIsoRange(parts: JalaliDateParts): IsoDateRange {
  const firstMonth = parts.month ?? 1;
  const lastMonth = parts.month ?? 12;
  const startDay = parts.day ?? 1;
  const endDay = parts.day ?? jalaliMonthLength(parts.year, lastMonth);
  return {
    start: jalaliToIso({ year: parts.year, month: firstMonth, day: startDay }),
    end: jalaliToIso({ year: parts.year, month: lastMonth, day: endDay }),
  };
}

function dateIn(calendar: Calendar, { year, month = 1, day = 1 }: DateParts): CalendarDate | null {
  const firstOfMonth = new CalendarDate(calendar, year, month, 1);
  if (day > calendar.getDaysInMonth(firstOfMonth)) return null;
  return firstOfMonth.set({ day });
}

/** The date typed, in the language's calendar; a missing month or day means the first. */
export function parseDateText(text: string, language: string): CalendarDate | null {
  const parts = readDateParts(text);
  if (!parts) return null;
  const calendar = calendarFor(language);
  if (isPersian(language) && parts.year >= FIRST_GREGORIAN_YEAR_IN_PERSIAN) {
    const gregorian = dateIn(new GregorianCalendar(), parts);
    return gregorian && toCalendar(gregorian, calendar);
  }
  return dateIn(calendar, parts);
}
