// Jalali month and weekday names. English uses the usual transliterations. Weeks start on
// Saturday in Iran, so weekday index 0 is Saturday (شنبه) and 6 is Friday (جمعه).
export type NameLanguage = 'fa' | 'en';

const MONTHS: Record<NameLanguage, readonly string[]> = {
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

const WEEKDAYS: Record<NameLanguage, readonly string[]> = {
  fa: ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'],
  en: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};

/** The twelve Jalali month names, Farvardin first. */
export function jalaliMonthNames(language: NameLanguage = 'fa'): readonly string[] {
  return MONTHS[language];
}

/** The name of Jalali month 1–12; throws a RangeError for other numbers. */
export function jalaliMonthName(month: number, language: NameLanguage = 'fa'): string {
  const name = MONTHS[language][month - 1];
  if (!Number.isInteger(month) || name === undefined) {
    throw new RangeError(`Not a Jalali month: ${month}`);
  }
  return name;
}

/** The seven weekday names, Saturday first. */
export function weekdayNames(language: NameLanguage = 'fa'): readonly string[] {
  return WEEKDAYS[language];
}
