// Month and weekday names, written out rather than taken from Intl so that they do not depend
// on the ICU data of a browser or of Node. The Jalali months have English transliterations for
// Jalali periods named in English. One weekday table for every language: weeks start on
// Saturday, so weekday 0 is Saturday (شنبه) and 6 is Friday (جمعه).
import { isPersian, type DisplayLanguage } from './language';

const JALALI_MONTHS: Record<DisplayLanguage, readonly string[]> = {
  fa: [
    'فروردین',
    'اردیبهشت',
    'خرداد',
    'تیر',
    'مرداد',
    'شهریور',
    'مهر',
    'آبان',
    'آذر',
    'دی',
    'بهمن',
    'اسفند',
  ],
  en: [
    'Farvardin',
    'Ordibehesht',
    'Khordad',
    'Tir',
    'Mordad',
    'Shahrivar',
    'Mehr',
    'Aban',
    'Azar',
    'Dey',
    'Bahman',
    'Esfand',
  ],
};

const GREGORIAN_MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Saturday first, in long and short (one-letter in Persian, two in English) forms. */
const WEEKDAYS: Record<DisplayLanguage, { long: readonly string[]; short: readonly string[] }> = {
  fa: {
    long: ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'],
    short: ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'],
  },
  en: {
    long: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    short: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr'],
  },
};

function named(names: readonly string[], index: number, what: string): string {
  const name = names[index];
  if (!Number.isInteger(index) || name === undefined) throw new RangeError(`Not a ${what}`);
  return name;
}

/** The twelve Jalali month names, Farvardin first. */
export function jalaliMonthNames(language: DisplayLanguage = 'fa'): readonly string[] {
  return JALALI_MONTHS[language];
}

/** The name of Jalali month 1–12; throws a RangeError for other numbers. */
export function jalaliMonthName(month: number, language: DisplayLanguage = 'fa'): string {
  return named(JALALI_MONTHS[language], month - 1, `Jalali month: ${month}`);
}

/** The name of month 1–12 of the language's calendar (Jalali in Persian, Gregorian in English). */
export function monthName(month: number, language: string): string {
  if (isPersian(language)) return jalaliMonthName(month, 'fa');
  return named(GREGORIAN_MONTHS, month - 1, `Gregorian month: ${month}`);
}

/** The seven weekday names, Saturday first. */
export function weekdayNames(language: DisplayLanguage = 'fa'): readonly string[] {
  return WEEKDAYS[language].long;
}

/** The name of weekday 0–6 (0 = Saturday) in the language, long or short. */
export function weekdayName(weekday: number, language: string, short = false): string {
  const table = WEEKDAYS[isPersian(language) ? 'fa' : 'en'];
  return named(short ? table.short : table.long, weekday, `weekday: ${weekday}`);
}
