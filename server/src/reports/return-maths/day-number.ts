// Return maths runs on Gregorian day numbers (UTC, date only), whatever calendar the UI shows.
import { ReturnsInputError } from './returns-input-error';

/** Day count of both XIRR (actual/365) and annualisation; leap years get no special case. */
export const DAYS_PER_YEAR = 365;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` to days since 1970-01-01, or undefined when it is not a real calendar date. */
export function parseDayNumber(isoDate: string): number | undefined {
  if (!ISO_DAY.test(isoDate)) return undefined;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0)) return undefined;
  return daysFromCivil(year, month, day);
}

/** Proleptic Gregorian date to a day number, by arithmetic (no Date objects: series are long). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function isIsoDay(text: string): boolean {
  return parseDayNumber(text) !== undefined;
}

export function dayNumber(isoDate: string): number {
  const day = parseDayNumber(isoDate);
  if (day === undefined) {
    throw new ReturnsInputError(
      'INVALID_DATE',
      `"${isoDate}" is not a calendar date in YYYY-MM-DD form`,
    );
  }
  return day;
}

/** Day numbers of dates that must be strictly increasing (one valuation per day at most). */
export function ascendingDayNumbers(dates: readonly string[], label: string): number[] {
  const days = dates.map(dayNumber);
  for (let i = 1; i < days.length; i++) {
    if (days[i]! <= days[i - 1]!) {
      throw new ReturnsInputError(
        'DATES_NOT_ASCENDING',
        `${label} must have strictly increasing dates: ${dates[i]} follows ${dates[i - 1]}`,
      );
    }
  }
  return days;
}
