// Report presets ("this month", "this year") follow the Jalali calendar, and "today" is the
// day in Tehran, not on the server's clock. Results are ISO dates, as on the wire.
import {
  endOfMonth,
  endOfYear,
  startOfMonth,
  startOfYear,
  type CalendarDate,
} from '@internationalized/date';
import {
  TEHRAN_TIME_ZONE,
  instantToJalali,
  jalaliToIso,
  toPersianCalendarDate,
  type IsoDateRange,
} from './jalali-date';

function todayInPersian(now: Date, timeZone: string): CalendarDate {
  return toPersianCalendarDate(instantToJalali(now, timeZone));
}

function isoOf(date: CalendarDate): string {
  return jalaliToIso({ year: date.year, month: date.month, day: date.day });
}

/** Today (in Tehran unless told otherwise) as an ISO date. */
export function todayIso(now: Date = new Date(), timeZone = TEHRAN_TIME_ZONE): string {
  return isoOf(todayInPersian(now, timeZone));
}

/** First and last day of the current Jalali month, as ISO dates. */
export function currentJalaliMonth(
  now: Date = new Date(),
  timeZone = TEHRAN_TIME_ZONE,
): IsoDateRange {
  const today = todayInPersian(now, timeZone);
  return { start: isoOf(startOfMonth(today)), end: isoOf(endOfMonth(today)) };
}

/** First and last day of the current Jalali year (Farvardin 1 to the end of Esfand). */
export function currentJalaliYear(
  now: Date = new Date(),
  timeZone = TEHRAN_TIME_ZONE,
): IsoDateRange {
  const today = todayInPersian(now, timeZone);
  return { start: isoOf(startOfYear(today)), end: isoOf(endOfYear(today)) };
}
