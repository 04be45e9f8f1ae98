// Day keys are ISO `yyyy-MM-dd` strings of the Tehran calendar day. They compare correctly as
// strings; arithmetic goes through UTC day numbers so no time zone or DST can shift a day.
export type DayKey = string;

const DAY_MS = 86_400_000;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Weekday of a day key, 0 = Sunday … 6 = Saturday (as `Date.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value) && dayKeyFromNumber(toDayNumber(value)) === value;
}

/** Days since 1970-01-01. */
export function toDayNumber(day: DayKey): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayKeyFromNumber(dayNumber: number): DayKey {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: DayKey, days: number): DayKey {
  return dayKeyFromNumber(toDayNumber(day) + days);
}

export function daysBetween(from: DayKey, to: DayKey): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function weekdayOf(day: DayKey): Weekday {
  return new Date(toDayNumber(day) * DAY_MS).getUTCDay() as Weekday;
}

/** Every calendar day from `from` to `to`, both included. */
export function* eachDay(from: DayKey, to: DayKey): Generator<DayKey> {
  const last = toDayNumber(to);
  for (let n = toDayNumber(from); n <= last; n += 1) yield dayKeyFromNumber(n);
}

export function minDay(a: DayKey, b: DayKey): DayKey {
  return a <= b ? a : b;
}
