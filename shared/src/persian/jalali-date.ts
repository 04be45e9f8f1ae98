// Dates travel as ISO `YYYY-MM-DD` (Gregorian) and are shown and typed as Jalali (Solar Hijri).
// @internationalized/date does the calendar maths. Two of its traps are handled here: a Persian
// CalendarDate's toString() prints the *Gregorian* ISO date, and its constructor silently
// clamps an out-of-range day (1404/12/30 becomes 1404/12/29), so days are checked first.
import {
  CalendarDate,
  GregorianCalendar,
  PersianCalendar,
  fromDate,
  parseAbsolute,
  parseDate,
  toCalendar,
  toCalendarDate,
} from '@internationalized/date';

export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

/** A period of whole days, both ends included, as ISO dates. */
export interface IsoDateRange {
  start: string;
  end: string;
}

/** Iran's time zone: a "day" of the business is a day in Tehran. */
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

const persian = new PersianCalendar();
const gregorian = new GregorianCalendar();
/** Keeps the Gregorian year at four digits (Jalali 9378 reaches Gregorian 10000). */
const MAX_JALALI_YEAR = 9377;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The number of days in a Jalali month (Esfand has 30 in leap years). */
export function jalaliMonthLength(year: number, month: number): number {
  return persian.getDaysInMonth(new CalendarDate(persian, year, month, 1));
}

/** True when year, month and day form a real Jalali date. */
export function isValidJalaliDate({ year, month, day }: JalaliDate): boolean {
  const integers = [year, month, day].every(Number.isInteger);
  if (!integers || year < 1 || year > MAX_JALALI_YEAR || month < 1 || month > 12 || day < 1)
    return false;
  return day <= jalaliMonthLength(year, month);
}

/** Internal: the library's Persian date for a checked Jalali date. */
export function toPersianCalendarDate(date: JalaliDate): CalendarDate {
  if (!isValidJalaliDate(date)) {
    throw new RangeError(`Not a Jalali date: ${date.year}/${date.month}/${date.day}`);
  }
  return new CalendarDate(persian, date.year, date.month, date.day);
}

/** Internal: a library date (any calendar) as a plain Jalali date. */
export function fromCalendarDate(date: CalendarDate): JalaliDate {
  const { year, month, day } = toCalendar(date, persian);
  return { year, month, day };
}

/** True for a real Gregorian date written `YYYY-MM-DD`. */
export function isIsoDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  try {
    parseDate(iso);
    return true;
  } catch {
    return false;
  }
}

/** `2025-03-21` → `{ year: 1404, month: 1, day: 1 }`; throws a RangeError for a bad ISO date. */
export function isoToJalali(iso: string): JalaliDate {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return fromCalendarDate(parseDate(iso));
}

/** `{ year: 1404, month: 1, day: 1 }` → `2025-03-21`; throws a RangeError for a bad date. */
export function jalaliToIso(date: JalaliDate): string {
  return toCalendar(toPersianCalendarDate(date), gregorian).toString();
}

/** The Jalali day of an instant (ISO date-time with offset, or a Date) in a time zone. */
export function instantToJalali(instant: string | Date, timeZone = TEHRAN_TIME_ZONE): JalaliDate {
  const zoned =
    typeof instant === 'string' ? parseAbsolute(instant, timeZone) : fromDate(instant, timeZone);
  return fromCalendarDate(toCalendarDate(zoned));
}
