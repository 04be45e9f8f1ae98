// Views of one day for the reports: the balance sheet of a point, the holdings of a state at
// market, and each holder's units of a joint basket.
import { mulDivHalfUp, type Rial } from './money';
import type { DailyPoint } from './outputs';
import { averageCost } from './position';
import type { PriceSource } from './price-book';
import type { BasketState } from './state';
import type { InstrumentKind, InstrumentLookup } from './types';

export interface BalanceSheet {
  assets: { cash: Rial; securities: Rial; receivables: Rial; total: Rial };
  liabilities: { payables: Rial; accruedWages: Rial; total: Rial };
  netAssets: Rial;
}

export function balanceSheetOf(point: DailyPoint): BalanceSheet {
  const assets = point.cash + point.securities + point.receivables;
  const liabilities = point.payables + point.accruedWages;
  return {
    assets: {
      cash: point.cash,
      securities: point.securities,
      receivables: point.receivables,
      total: assets,
    },
    liabilities: { payables: point.payables, accruedWages: point.accruedWages, total: liabilities },
    netAssets: assets - liabilities,
  };
}

export interface HoldingRow {
  instrumentId: string;
  symbol: string;
  kind: InstrumentKind;
  sector: string;
  quantity: number;
  cost: Rial;
  averageCost: number;
  /** Last close on or before the state's day; null if there is none (valued at cost). */
  price: Rial | null;
  marketValue: Rial;
  unrealisedGain: Rial;
}

export function holdingsOf(
  state: BasketState,
  instruments: InstrumentLookup,
  prices: PriceSource,
): HoldingRow[] {
  const rows: HoldingRow[] = [];
  for (const [id, position] of state.positions) {
    const instrument = instruments.get(id);
    const price = prices.closeOnOrBefore(id, state.day) ?? null;
    const marketValue = price === null ? position.cost : position.quantity * price;
    rows.push({
      instrumentId: id,
      symbol: instrument?.symbol ?? id,
      kind: instrument?.kind ?? 'share',
      sector: instrument?.sector ?? '',
      quantity: position.quantity,
      cost: position.cost,
      averageCost: averageCost(position),
      price,
      marketValue,
      unrealisedGain: marketValue - position.cost,
    });
  }
  return rows.sort((a, b) => b.marketValue - a.marketValue);
}

export interface HolderUnitsRow {
  holderId: string;
  units: number;
  cost: Rial;
  /** units × NAV / units outstanding at the point's day, rounded half-up. */
  value: Rial;
}

export function holderUnitsOf(state: BasketState, point: DailyPoint): HolderUnitsRow[] {
  return [...state.holders].map(([holderId, holder]) => ({
    holderId,
    units: holder.units,
    cost: holder.cost,
    value:
      point.unitsOutstanding > 0
        ? mulDivHalfUp(holder.units, point.nav, point.unitsOutstanding)
        : 0,
  }));
}
