// The calendar of each display language on @internationalized/date: Jalali (Persian calendar)
// in Persian, Gregorian in English. Dates travel as ISO `yyyy-MM-dd` (Gregorian) strings; a
// day of the business is a day in Tehran. Weeks start on Saturday in every language.
import {
  CalendarDate,
  GregorianCalendar,
  parseAbsolute,
  parseDate,
  parseDateTime,
  PersianCalendar,
  toCalendar,
  toCalendarDate,
  today,
  type Calendar,
} from '@internationalized/date';
import { TEHRAN_TIME_ZONE } from './jalali-date';
import { isPersian } from './language';

const persian = new PersianCalendar();
const gregorian = new GregorianCalendar();

export function calendarFor(language: string): Calendar {
  return isPersian(language) ? persian : gregorian;
}

/** The ISO (Gregorian) `yyyy-MM-dd` of a date in any calendar. */
export function toIsoDate(date: CalendarDate): string {
  return toCalendar(date, gregorian).toString();
}

/**
 * The date of an ISO value, in `calendar`: a date (`2025-03-21`), an instant with a zone
 * (`…T21:00:00Z`, taken in Tehran time) or a local date-time (`…T08:30:00`). Null otherwise.
 */
export function fromIsoValue(value: string, calendar: Calendar): CalendarDate | null {
  try {
    let date: CalendarDate;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date = parseDate(value);
    else if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
      date = toCalendarDate(parseAbsolute(value, TEHRAN_TIME_ZONE));
    } else date = toCalendarDate(parseDateTime(value));
    return toCalendar(date, calendar);
  } catch {
    return null;
  }
}

export function todayIn(calendar: Calendar): CalendarDate {
  return toCalendar(today(TEHRAN_TIME_ZONE), calendar);
}

/** 0 = Saturday … 6 = Friday: the column of the day in a week that starts on Saturday. */
export function weekdayOf(date: CalendarDate): number {
  const sundayFirst = toCalendar(date, gregorian).toDate('UTC').getUTCDay();
  return (sundayFirst + 1) % 7;
}

/** The weeks of a month, Saturday first; null in the days outside the month. */
export function monthWeeks(
  year: number,
  month: number,
  calendar: Calendar,
): (CalendarDate | null)[][] {
  const first = new CalendarDate(calendar, year, month, 1);
  const days = calendar.getDaysInMonth(first);
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= days; day++) cells.push(first.set({ day }));
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
