// Calendar maths on @internationalized/date: the Jalali (Persian) calendar in Persian, the
// Gregorian one in English. Dates travel as ISO `yyyy-MM-dd` (Gregorian) strings.
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
import { isPersian } from '../numbers';

/** Dates and times are shown in Iran's time zone, wherever the browser is. */
export const DISPLAY_TIME_ZONE = 'Asia/Tehran';

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
      date = toCalendarDate(parseAbsolute(value, DISPLAY_TIME_ZONE));
    } else date = toCalendarDate(parseDateTime(value));
    return toCalendar(date, calendar);
  } catch {
    return null;
  }
}

export function todayIn(calendar: Calendar): CalendarDate {
  return toCalendar(today(DISPLAY_TIME_ZONE), calendar);
}

/** 0 = Sunday … 6 = Saturday, whatever the locale's first day of the week. */
export function weekdayOf(date: CalendarDate): number {
  return toCalendar(date, gregorian).toDate('UTC').getUTCDay();
}

/** The weeks of a month, first day `firstWeekday` (6: Saturday); null outside the month. */
export function monthWeeks(
  year: number,
  month: number,
  calendar: Calendar,
  firstWeekday = 6,
): (CalendarDate | null)[][] {
  const first = new CalendarDate(calendar, year, month, 1);
  const lead = (weekdayOf(first) - firstWeekday + 7) % 7;
  const days = calendar.getDaysInMonth(first);
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(first.set({ day }));
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
