// A small fixed list of Iranian market holidays and the demo's trading calendar. Solar holidays
// fall on fixed Jalali days, so they follow from the Gregorian day of 1 Farvardin (Nowruz) of
// each year; a few lunar ones (Tasua and Ashura) are listed as they fell.
import { addDays, type DayKey, tehranCalendar, type TradingCalendar } from '../../portfolio/engine';

/** 1 Farvardin of Jalali years 1398–1405. */
const NOWRUZ: readonly DayKey[] = [
  '2019-03-21',
  '2020-03-20',
  '2021-03-21',
  '2022-03-21',
  '2023-03-21',
  '2024-03-20',
  '2025-03-21',
  '2026-03-21',
];

/** Days after 1 Farvardin: 1–4 and 12–13 Farvardin, 14–15 Khordad, 22 Bahman, 29 Esfand. */
const SOLAR_OFFSETS = [0, 1, 2, 3, 11, 12, 75, 76, 327, 364];

const TASUA_ASHURA: readonly DayKey[] = [
  '2019-09-09',
  '2019-09-10',
  '2020-08-29',
  '2020-08-30',
  '2021-08-18',
  '2021-08-19',
  '2022-08-07',
  '2022-08-08',
  '2023-07-27',
  '2023-07-28',
  '2024-07-15',
  '2024-07-16',
  '2025-07-05',
  '2025-07-06',
];

export function iranianHolidays(): DayKey[] {
  const solar = NOWRUZ.flatMap((nowruz) => SOLAR_OFFSETS.map((offset) => addDays(nowruz, offset)));
  return [...new Set([...solar, ...TASUA_ASHURA])].sort();
}

export const DEMO_HOLIDAYS_FROM = NOWRUZ[0] as DayKey;
export const DEMO_HOLIDAYS_TO = addDays(NOWRUZ[NOWRUZ.length - 1] as DayKey, 364);

export function demoCalendar(): TradingCalendar {
  return tehranCalendar(iranianHolidays());
}

export function tradingDaysBetween(calendar: TradingCalendar, from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    if (calendar.isTradingDay(day)) days.push(day);
  return days;
}
