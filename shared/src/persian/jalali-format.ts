// Jalali dates for display, laid out by the culture's short date pattern (ABP sends .NET's
// `currentCulture.dateTimeFormat.shortDatePattern`, e.g. `yyyy/MM/dd`), falling back to
// `yyyy-MM-dd`. Supported fields: y, yy, yyyy; M, MM, MMM(M) (name); d, dd, ddd(d) (weekday).
// Quoted text ('…' or "…") and a backslash-escaped character are copied as they are.
import { toPersianDigits } from './digits';
import { isValidJalaliDate, isoToJalali, jalaliToIso, type JalaliDate } from './jalali-date';
import { jalaliMonthName, weekdayNames, type NameLanguage } from './jalali-names';

export const FALLBACK_DATE_PATTERN = 'yyyy-MM-dd';

export interface JalaliFormatOptions {
  /** A .NET-style date pattern; empty or missing means `yyyy-MM-dd`. */
  pattern?: string | null;
  /** Names come in this language; default Persian. */
  language?: NameLanguage;
  /** Default: Persian digits for Persian, Latin for English. */
  digits?: 'persian' | 'latin';
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function weekdayIndex(date: JalaliDate): number {
  const sundayFirst = new Date(`${jalaliToIso(date)}T00:00:00Z`).getUTCDay();
  return (sundayFirst + 1) % 7;
}

function field(letter: string, width: number, date: JalaliDate, language: NameLanguage): string {
  if (letter === 'y') {
    if (width === 2) return pad(date.year % 100, 2);
    return width === 1 ? String(date.year) : pad(date.year, width);
  }
  if (letter === 'M') {
    return width >= 3 ? jalaliMonthName(date.month, language) : pad(date.month, width);
  }
  if (width >= 3) return weekdayNames(language)[weekdayIndex(date)] ?? '';
  return pad(date.day, width);
}

function render(pattern: string, date: JalaliDate, language: NameLanguage): string {
  const tokens = /(y+|M+|d+|'[^']*'?|"[^"]*"?|\\.?)/g;
  return pattern.replace(tokens, (token) => {
    const first = token.charAt(0);
    if (first === "'" || first === '"') return token.slice(1).replace(/['"]$/, '');
    if (first === '\\') return token.slice(1);
    return field(first, token.length, date, language);
  });
}

/** Formats an ISO date or a Jalali date for display. */
export function formatJalaliDate(
  value: string | JalaliDate,
  { pattern, language = 'fa', digits }: JalaliFormatOptions = {},
): string {
  const date = typeof value === 'string' ? isoToJalali(value) : value;
  if (!isValidJalaliDate(date)) {
    throw new RangeError(`Not a Jalali date: ${date.year}/${date.month}/${date.day}`);
  }
  const layout = pattern?.trim() ? pattern : FALLBACK_DATE_PATTERN;
  const text = render(layout, date, language);
  const persianDigits = (digits ?? (language === 'fa' ? 'persian' : 'latin')) === 'persian';
  return persianDigits ? toPersianDigits(text) : text;
}
