// Dates for display, laid out by the culture's short date pattern (ABP sends .NET's
// `currentCulture.dateTimeFormat.shortDatePattern`: `yyyy/MM/dd` for fa, `M/d/yyyy` for en),
// falling back to `yyyy-MM-dd`. Supported fields: y, yy, yyyy; M, MM, MMM(M) (name); d, dd,
// ddd(d) (weekday). Quoted text ('…' or "…") and a backslash-escaped character are copied.
import { toCalendar, type CalendarDate } from '@internationalized/date';
import { calendarFor, fromIsoValue, weekdayOf } from './calendar';
import { jalaliMonthName, monthName, weekdayName } from './calendar-names';
import { toPersianDigits } from './digits';
import {
  isoToJalali,
  isValidJalaliDate,
  toPersianCalendarDate,
  type JalaliDate,
} from './jalali-date';
import { isPersian, type DisplayLanguage } from './language';

export const FALLBACK_DATE_PATTERN = 'yyyy-MM-dd';

export interface DateFormatOptions {
  /** A .NET-style date pattern; empty or missing means `yyyy-MM-dd`. */
  pattern?: string | null | undefined;
  /** Default: Persian digits for Persian, Latin for English. */
  digits?: 'persian' | 'latin' | undefined;
}

interface DateNames {
  month: (month: number) => string;
  weekday: (weekday: number) => string;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const TOKENS = /(y+|M+|d+|'[^']*'?|"[^"]*"?|\\.?)/g;

function field(letter: string, width: number, date: CalendarDate, names: DateNames): string {
  if (letter === 'y') {
    if (width === 2) return pad(date.year % 100, 2);
    return width === 1 ? String(date.year) : pad(date.year, width);
  }
  if (letter === 'M') return width >= 3 ? names.month(date.month) : pad(date.month, width);
  return width >= 3 ? names.weekday(weekdayOf(date)) : pad(date.day, width);
}

function render(
  date: CalendarDate,
  names: DateNames,
  { pattern, digits }: DateFormatOptions,
  language: DisplayLanguage,
): string {
  const layout = pattern?.trim() ? pattern : FALLBACK_DATE_PATTERN;
  const text = layout.replace(TOKENS, (token) => {
    const first = token.charAt(0);
    if (first === "'" || first === '"') return token.slice(1).replace(/['"]$/, '');
    if (first === '\\') return token.slice(1);
    return field(first, token.length, date, names);
  });
  return (digits ?? (language === 'fa' ? 'persian' : 'latin')) === 'persian'
    ? toPersianDigits(text)
    : text;
}

/** A date in the language's calendar (Jalali in Persian, Gregorian in English). */
export function formatCalendarDate(
  date: CalendarDate,
  language: string,
  options: DateFormatOptions = {},
): string {
  const inCalendar = toCalendar(date, calendarFor(language));
  const names: DateNames = {
    month: (month) => monthName(month, language),
    weekday: (weekday) => weekdayName(weekday, language),
  };
  return render(inCalendar, names, options, isPersian(language) ? 'fa' : 'en');
}

/** An ISO date or instant (the day in Tehran) for display; other text is returned as given. */
export function formatIsoDate(
  value: string,
  language: string,
  options: DateFormatOptions = {},
): string {
  const date = fromIsoValue(value, calendarFor(language));
  return date ? formatCalendarDate(date, language, options) : value;
}

export interface JalaliFormatOptions extends DateFormatOptions {
  /** Month and weekday names in this language; default Persian. */
  language?: DisplayLanguage;
}

/** A Jalali date whatever the language (a Jalali period, a contract), from ISO or Jalali. */
export function formatJalaliDate(
  value: string | JalaliDate,
  { language = 'fa', ...options }: JalaliFormatOptions = {},
): string {
  const jalali = typeof value === 'string' ? isoToJalali(value) : value;
  if (!isValidJalaliDate(jalali)) {
    throw new RangeError(`Not a Jalali date: ${jalali.year}/${jalali.month}/${jalali.day}`);
  }
  const names: DateNames = {
    month: (month) => jalaliMonthName(month, language),
    weekday: (weekday) => weekdayName(weekday, language),
  };
  return render(toPersianCalendarDate(jalali), names, options, language);
}
