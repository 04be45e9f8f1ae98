// Dates as people type and read them. Typing accepts `yyyy`, `yyyy-MM` or `yyyy-MM-dd` with `-`
// or `/` and Persian, Arabic-Indic or Latin digits, in the calendar of the language. Display is
// `yyyy/MM/dd` with Persian digits in Persian and ISO `yyyy-MM-dd` in English.
import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  type Calendar,
} from '@internationalized/date';
import { toLatinDigits, toPersianDigits } from '../../persian';
import { isPersian } from '../numbers';
import { calendarFor, fromIsoValue } from './calendar';

const TYPED = /^(\d{4})(?:[-/](\d{1,2}))?(?:[-/](\d{1,2}))?$/;

/**
 * Jalali years are around 1300–1500 and Gregorian ones around 1900–2100: a year from 1700 on,
 * typed in Persian, is read as Gregorian (as when an ISO date is pasted).
 */
const FIRST_GREGORIAN_YEAR_IN_PERSIAN = 1700;

function dateIn(calendar: Calendar, year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const firstOfMonth = new CalendarDate(calendar, year, month, 1);
  if (day > calendar.getDaysInMonth(firstOfMonth)) return null;
  return firstOfMonth.set({ day });
}

/** The date typed, in the language's calendar; a missing month or day means the first. */
export function parseDateText(text: string, language: string): CalendarDate | null {
  const match = TYPED.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const [year, month, day] = [match[1], match[2] ?? '1', match[3] ?? '1'].map(Number) as [
    number,
    number,
    number,
  ];
  const calendar = calendarFor(language);
  if (isPersian(language) && year >= FIRST_GREGORIAN_YEAR_IN_PERSIAN) {
    const gregorian = dateIn(new GregorianCalendar(), year, month, day);
    return gregorian && toCalendar(gregorian, calendar);
  }
  return dateIn(calendar, year, month, day);
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A date for display in the language (in its calendar). */
export function formatCalendarDate(date: CalendarDate, language: string): string {
  const inCalendar = toCalendar(date, calendarFor(language));
  const parts = [pad(inCalendar.year, 4), pad(inCalendar.month, 2), pad(inCalendar.day, 2)];
  return isPersian(language) ? toPersianDigits(parts.join('/')) : parts.join('-');
}

/** An ISO date or date-time for display; text that is not one is returned as given. */
export function formatIsoDate(value: string, language: string): string {
  const date = fromIsoValue(value, calendarFor(language));
  return date ? formatCalendarDate(date, language) : value;
}
