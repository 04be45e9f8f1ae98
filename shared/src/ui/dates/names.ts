// Month and weekday names. Written out rather than taken from Intl so that they do not depend
// on the ICU data of a browser or of Node.
import { jalaliMonthName } from '../../persian/jalali-names';
import { isPersian } from '../numbers';

const GREGORIAN_MONTHS = [
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

/** Indexed by weekday, 0 = Sunday. */
const PERSIAN_WEEKDAYS = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];
const PERSIAN_WEEKDAYS_SHORT = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];
const ENGLISH_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const ENGLISH_WEEKDAYS_SHORT = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** The name of month 1–12 of the language's calendar. */
export function monthName(month: number, language: string): string {
  return isPersian(language) ? jalaliMonthName(month, 'fa') : (GREGORIAN_MONTHS[month - 1] ?? '');
}

export function weekdayName(weekday: number, language: string, short = false): string {
  const persian = isPersian(language);
  const names = short
    ? persian
      ? PERSIAN_WEEKDAYS_SHORT
      : ENGLISH_WEEKDAYS_SHORT
    : persian
      ? PERSIAN_WEEKDAYS
      : ENGLISH_WEEKDAYS;
  return names[weekday] ?? '';
}
