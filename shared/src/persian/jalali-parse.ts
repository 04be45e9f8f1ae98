// Typed Jalali dates: `yyyy`, `yyyy-MM` or `yyyy-MM-dd`, with `-` or `/` between the parts,
// one- or two-digit month and day, Persian/Arabic digits and stray direction marks accepted.
// A partial date (year or year-month) is kept partial: report filters use it as a period.
import {
  isValidJalaliDate,
  jalaliMonthLength,
  jalaliToIso,
  type IsoDateRange,
} from './jalali-date';
import { normalizeCodeInput } from './text';

export interface JalaliDateParts {
  year: number;
  month?: number;
  day?: number;
}

const TYPED_DATE = /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?$/;

/** Parses typed Jalali input; `null` when the text is not a real (possibly partial) date. */
export function parseJalaliInput(text: string): JalaliDateParts | null {
  const match = TYPED_DATE.exec(normalizeCodeInput(text, ''));
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 1) return null;
  if (match[2] === undefined) return { year };
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (match[3] === undefined) return { year, month };
  const day = Number(match[3]);
  return isValidJalaliDate({ year, month, day }) ? { year, month, day } : null;
}

/** Typed full Jalali date → ISO `YYYY-MM-DD`; `null` unless year, month and day are given. */
export function jalaliInputToIso(text: string): string | null {
  const parts = parseJalaliInput(text);
  if (parts?.month === undefined || parts.day === undefined) return null;
  return jalaliToIso({ year: parts.year, month: parts.month, day: parts.day });
}

/** The ISO first and last day a (possibly partial) typed Jalali date covers. */
export function jalaliPartsToIsoRange(parts: JalaliDateParts): IsoDateRange {
  const firstMonth = parts.month ?? 1;
  const lastMonth = parts.month ?? 12;
  const startDay = parts.day ?? 1;
  const endDay = parts.day ?? jalaliMonthLength(parts.year, lastMonth);
  return {
    start: jalaliToIso({ year: parts.year, month: firstMonth, day: startDay }),
    end: jalaliToIso({ year: parts.year, month: lastMonth, day: endDay }),
  };
}
