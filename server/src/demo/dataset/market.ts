// The demo market: instruments, trading days, daily closes and corporate actions, all from the
// seed. Closes are kept as one typed array per instrument (0 = no trade that day), which is
// small (≈ 50 × 1,250 days) and fast to read; `marketPriceRows` streams them as DailyPrice rows.
import {
  type DailyPrice,
  type DayKey,
  type Instrument,
  PriceBook,
  type TradingCalendar,
} from '../../portfolio/engine';
import {
  BONDS,
  type CatalogEntry,
  FUNDS,
  instrumentOf,
  RIGHTS_OF,
  rightsInstrumentOf,
  SHARES,
} from './catalog';
import { type MarketAction, type RightsAction, scheduleActions } from './corporate-actions';
import { demoCalendar, tradingDaysBetween } from './holidays';
import { walkPrices, walkRights } from './price-walk';
import { rngFor } from './prng';

export interface DemoMarketOptions {
  seed: string;
  firstDay: DayKey;
  lastDay: DayKey;
}

export interface DemoMarket {
  seed: string;
  calendar: TradingCalendar;
  /** The trading days, ascending; prices and actions refer to them by index. */
  days: readonly DayKey[];
  instruments: readonly Instrument[];
  closes: readonly Int32Array[];
  actions: readonly MarketAction[];
  actionsByDay: ReadonlyMap<number, readonly MarketAction[]>;
  /** Rights issues by their last trading day and by their exercise day. */
  rightsMilestones: ReadonlyMap<number, readonly RightsAction[]>;
}

function groupByDay(actions: readonly MarketAction[]): Map<number, MarketAction[]> {
  const byDay = new Map<number, MarketAction[]>();
  for (const action of actions) {
    const list = byDay.get(action.day) ?? [];
    list.push(action);
    byDay.set(action.day, list);
  }
  return byDay;
}

export function generateMarket(options: DemoMarketOptions): DemoMarket {
  const calendar = demoCalendar();
  const days = tradingDaysBetween(calendar, options.firstDay, options.lastDay);
  const entries: CatalogEntry[] = [...SHARES, ...FUNDS, ...BONDS];
  const instruments = entries.map(instrumentOf);
  const rightsOf = new Map<number, number>();
  for (const code of RIGHTS_OF) {
    const index = entries.findIndex((e) => e.code === code);
    rightsOf.set(index, instruments.length);
    instruments.push(rightsInstrumentOf(entries[index] as CatalogEntry));
  }
  const kinds = instruments.map((i) => i.kind);
  const actions = scheduleActions(rngFor(options.seed, 'actions'), { days, kinds, rightsOf });
  const closes: Int32Array[] = entries.map((entry, index) => {
    const adjustments = groupByDay(
      actions.filter((a) => a.instrument === index && a.kind !== 'coupon'),
    );
    const rng = rngFor(options.seed, 'prices', entry.code);
    return walkPrices({
      rng,
      dayCount: days.length,
      startPrice: entry.startPrice,
      profile: entry.profile,
      adjustments,
    });
  });
  for (const [share, rights] of rightsOf) {
    const action = actions.find(
      (a): a is RightsAction => a.kind === 'rights' && a.instrument === share,
    );
    const shareCloses = closes[share] as Int32Array;
    const rng = rngFor(options.seed, 'prices', instruments[rights]?.isin ?? rights);
    closes[rights] = action ? walkRights(rng, action, shareCloses) : new Int32Array(days.length);
  }
  const rightsMilestones = new Map<number, RightsAction[]>();
  for (const action of actions) {
    if (action.kind !== 'rights') continue;
    for (const day of [action.lastTradeDay, action.exerciseDay])
      rightsMilestones.set(day, [...(rightsMilestones.get(day) ?? []), action]);
  }
  const actionsByDay = groupByDay(actions);
  return {
    seed: options.seed,
    calendar,
    days,
    instruments,
    closes,
    actions,
    actionsByDay,
    rightsMilestones,
  };
}

/** The close of `instrument` on trading day `day`, or the last one before it; 0 if none. */
export function lastClose(market: DemoMarket, instrument: number, day: number): number {
  const closes = market.closes[instrument] as Int32Array;
  for (let d = Math.min(day, closes.length - 1); d >= 0; d -= 1)
    if (closes[d]) return closes[d] as number;
  return 0;
}

export function* marketPriceRows(market: DemoMarket): Generator<DailyPrice> {
  for (let day = 0; day < market.days.length; day += 1) {
    for (let i = 0; i < market.instruments.length; i += 1) {
      const close = (market.closes[i] as Int32Array)[day] as number;
      if (close > 0)
        yield {
          instrumentId: (market.instruments[i] as Instrument).id,
          day: market.days[day] as DayKey,
          close,
        };
    }
  }
}

export function marketPriceBook(market: DemoMarket): PriceBook {
  return new PriceBook(marketPriceRows(market));
}
