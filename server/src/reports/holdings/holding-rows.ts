// Holdings of a state as report rows: the engine's view (moving average cost, last close on or
// before the day, at cost when there is none) with names, ISINs and weights in the NAV.
import type { HoldingDto } from '@crm/shared/dto';
import {
  holdingsOf,
  type BasketState,
  type InstrumentLookup,
  type PriceSource,
} from '../../portfolio/engine';

export function holdingRows(
  state: BasketState,
  instruments: InstrumentLookup,
  prices: PriceSource,
  nav: number,
): HoldingDto[] {
  return holdingsOf(state, instruments, prices)
    .filter((row) => row.quantity > 0)
    .map((row) => {
      const instrument = instruments.get(row.instrumentId);
      const underlying = instrument?.underlyingId
        ? instruments.get(instrument.underlyingId)
        : undefined;
      return {
        instrumentId: row.instrumentId,
        symbol: row.symbol,
        name: instrument?.name ?? row.symbol,
        isin: instrument?.isin ?? '',
        kind: row.kind,
        sector: row.sector,
        quantity: row.quantity,
        averageCost: row.averageCost,
        cost: row.cost,
        price: row.price,
        marketValue: row.marketValue,
        unrealisedGain: row.unrealisedGain,
        unrealisedReturn: row.cost > 0 ? row.unrealisedGain / row.cost : null,
        weight: nav > 0 ? row.marketValue / nav : 0,
        underlyingSymbol: underlying?.symbol ?? null,
      };
    });
}

export function holdingTotals(rows: readonly HoldingDto[]) {
  let cost = 0;
  let marketValue = 0;
  for (const row of rows) {
    cost += row.cost;
    marketValue += row.marketValue;
  }
  return { cost, marketValue, unrealisedGain: marketValue - cost };
}
