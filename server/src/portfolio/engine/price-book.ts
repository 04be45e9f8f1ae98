// Closing prices by instrument, answering "the last close on or before this day": that is how a
// price is carried over Thursdays, Fridays, holidays and days the symbol did not trade.
import type { DayKey } from './days';
import type { Rial } from './money';
import type { DailyPrice } from './types';

export interface PriceSource {
  closeOnOrBefore(instrumentId: string, day: DayKey): Rial | undefined;
}

/** One instrument's closes, by ascending day. */
export interface CloseSeries {
  readonly days: readonly DayKey[];
  readonly closes: readonly Rial[];
}

export class PriceBook implements PriceSource {
  private readonly series = new Map<string, CloseSeries>();

  /** A book of each instrument's series as it is (their days ascending). */
  static ofSeries(series: ReadonlyMap<string, CloseSeries>): PriceBook {
    const book = new PriceBook([]);
    for (const [id, closes] of series) book.series.set(id, closes);
    return book;
  }

  constructor(prices: Iterable<DailyPrice>) {
    const rows = new Map<string, DailyPrice[]>();
    for (const price of prices) {
      const list = rows.get(price.instrumentId) ?? [];
      list.push(price);
      rows.set(price.instrumentId, list);
    }
    for (const [id, list] of rows) {
      list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      this.series.set(id, { days: list.map((p) => p.day), closes: list.map((p) => p.close) });
    }
  }

  closeOnOrBefore(instrumentId: string, day: DayKey): Rial | undefined {
    const series = this.series.get(instrumentId);
    if (!series) return undefined;
    const index = indexOnOrBefore(series.days, day);
    return index < 0 ? undefined : series.closes[index];
  }

  /** The close of exactly this day, if the instrument traded that day. */
  closeOn(instrumentId: string, day: DayKey): Rial | undefined {
    const series = this.series.get(instrumentId);
    if (!series) return undefined;
    const index = indexOnOrBefore(series.days, day);
    return index >= 0 && series.days[index] === day ? series.closes[index] : undefined;
  }
}

/** Index of the last day ≤ `day` in an ascending list, or -1. */
function indexOnOrBefore(days: readonly DayKey[], day: DayKey): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as DayKey) <= day) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
