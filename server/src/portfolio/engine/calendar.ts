// Trading days of the Tehran exchanges: Saturday to Wednesday, less the holidays given.
import { addDays, type DayKey, weekdayOf } from './days';

export interface TradingCalendar {
  isTradingDay(day: DayKey): boolean;
}

const TRADING_WEEKDAYS = new Set([6, 0, 1, 2, 3]);

export function tehranCalendar(holidays: Iterable<DayKey> = []): TradingCalendar {
  const closed = new Set(holidays);
  return {
    isTradingDay: (day) => TRADING_WEEKDAYS.has(weekdayOf(day)) && !closed.has(day),
  };
}

/** The `count`-th trading day after `day` (`count` 0 gives `day` itself). */
export function addTradingDays(calendar: TradingCalendar, day: DayKey, count: number): DayKey {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (calendar.isTradingDay(current)) left -= 1;
  }
  return current;
}
