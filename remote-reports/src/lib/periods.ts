// Report periods: the Jalali presets of the range picker and the Jalali month ticks of the
// charts' date axes. Days are ISO `yyyy-MM-dd` as on the wire.
import {
  currentJalaliMonth,
  currentJalaliYear,
  formatIsoDate,
  isoToJalali,
  jalaliToIso,
} from '@crm/shared/persian';

export type PresetName = 'thisMonth' | 'thisYear' | 'sinceStart' | 'custom';

export interface DayRange {
  fromDate: string;
  toDate: string;
}

const clamp = (day: string, span: DayRange) =>
  day < span.fromDate ? span.fromDate : day > span.toDate ? span.toDate : day;

/**
 * A preset's range inside the basket's valued span. "This month/year" is the Jalali month/year of
 * the last valued day (yesterday's closes on the 1st of a month still show the month just ended).
 */
export function presetRange(preset: Exclude<PresetName, 'custom'>, span: DayRange): DayRange {
  if (preset === 'sinceStart') return span;
  const anchor = new Date(`${span.toDate}T12:00:00Z`);
  const period = preset === 'thisMonth' ? currentJalaliMonth(anchor) : currentJalaliYear(anchor);
  return { fromDate: clamp(period.start, span), toDate: clamp(period.end, span) };
}

/** The first day of every Jalali month after `from` up to `to`, thinned to at most `max`. */
export function jalaliMonthStarts(from: string, to: string, max = 8): string[] {
  const starts: string[] = [];
  let { year, month } = isoToJalali(from);
  for (;;) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const iso = jalaliToIso({ year, month, day: 1 });
    if (iso > to) break;
    starts.push(iso);
  }
  const step = Math.max(1, Math.ceil(starts.length / max));
  return starts.filter((_, i) => i % step === 0);
}

export const dayToDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

/** An axis label: the Jalali month and year in Persian, the Gregorian ones in English. */
export function monthLabel(date: Date, language: string): string {
  return formatIsoDate(dateToDay(date), language, { pattern: 'MMMM yyyy' });
}
