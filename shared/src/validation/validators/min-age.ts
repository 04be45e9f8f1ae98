// Minimum age from an ISO birth date. Age is counted in whole years up to today in Tehran;
// someone born on 29 February turns a year older on 1 March in common years.
import { isIsoDate } from '../../persian/jalali-date';
import { todayIso } from '../../persian/jalali-periods';
import type { Validator } from '../types';
import { filledText } from './is-empty';

export const DEFAULT_MIN_AGE = 18;

export interface MinAgeOptions {
  /** Default 18. */
  age?: number;
  /** Today as an ISO date; default today in Tehran. */
  today?: () => string;
}

/** Whole years between an ISO birth date and an ISO day. */
export function ageOn(birthIso: string, dayIso: string): number {
  const [birthYear, birthMonthDay] = [Number(birthIso.slice(0, 4)), birthIso.slice(5)];
  const [year, monthDay] = [Number(dayIso.slice(0, 4)), dayIso.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Fails birth dates of people younger than `age`; a value that is not a date fails as ngbDate. */
export function minAge({
  age = DEFAULT_MIN_AGE,
  today = () => todayIso(),
}: MinAgeOptions = {}): Validator<string | null | undefined> {
  return (value) => {
    const birth = filledText(value);
    if (birth === null) return null;
    if (!isIsoDate(birth)) return { key: 'ngbDate' };
    return ageOn(birth, today()) >= age ? null : { key: 'minAge', params: { minAge: age } };
  };
}
