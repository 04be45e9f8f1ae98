// What each importable file holds: its columns and how a row becomes an item. Rows refer to
// instruments by ISIN or symbol and to baskets by code; deals without commission and tax get
// them from the fee schedule in effect on their day.
import {
  dealWithFees,
  HoldingsError,
  type DailyPrice,
  type FeeSchedule,
  type InstrumentKind,
} from '../portfolio/engine';
import { parseChoice, parseDay, parseInteger, type CellResult } from './import-values';

export type ImportKind = 'prices' | 'deals' | 'cash-flows';
export const IMPORT_KINDS: readonly ImportKind[] = ['prices', 'deals', 'cash-flows'];

export interface ImportContext {
  instrument(key: string): { id: string; kind: InstrumentKind } | undefined;
  basket(code: string): { id: string; kind: 'special' | 'joint' } | undefined;
  fees: readonly FeeSchedule[];
}

export type Row = Readonly<Record<string, string>>;
export type RowResult<T> = { ok: true; value: T } | { ok: false; column: string; code: string };

export interface BasketItem {
  basketId: string;
  day: string;
  /** Stable identity of the row: the file's `ref`, else a hash of its content (see apply). */
  ref: string | undefined;
  event: Record<string, unknown>;
}

interface KindSpec<T> {
  required: readonly string[];
  optional: readonly string[];
  parse(row: Row, ctx: ImportContext): RowResult<T>;
}

class RowError extends Error {
  constructor(
    readonly column: string,
    readonly code: string,
  ) {
    super(code);
  }
}

function cell<T>(column: string, result: CellResult<T>): T {
  if (!result.ok) throw new RowError(column, result.reason);
  return result.value;
}

function guarded<T>(parse: (row: Row, ctx: ImportContext) => T) {
  return (row: Row, ctx: ImportContext): RowResult<T> => {
    try {
      return { ok: true, value: parse(row, ctx) };
    } catch (error) {
      if (error instanceof RowError) return { ok: false, column: error.column, code: error.code };
      throw error;
    }
  };
}

const instrumentOf = (row: Row, ctx: ImportContext) => {
  const column = row.isin ? 'isin' : 'symbol';
  const found = ctx.instrument((row.isin || row.symbol || '').trim());
  if (!found) throw new RowError(column, 'Import:UnknownInstrument');
  return found;
};

const basketOf = (row: Row, ctx: ImportContext) => {
  const found = ctx.basket((row.basket ?? '').trim());
  if (!found) throw new RowError('basket', 'Import:UnknownBasket');
  return found;
};

export const PRICES: KindSpec<DailyPrice> = {
  required: ['date', 'close'],
  optional: ['isin', 'symbol'],
  parse: guarded((row, ctx) => ({
    instrumentId: instrumentOf(row, ctx).id,
    day: cell('date', parseDay(row.date!)),
    close: cell('close', parseInteger(row.close!, 1)),
  })),
};

function scheduledFees(
  deal: {
    day: string;
    instrumentId: string;
    side: 'buy' | 'sell';
    quantity: number;
    price: number;
  },
  kind: InstrumentKind,
  ctx: ImportContext,
) {
  try {
    const priced = dealWithFees({ id: '', ...deal }, kind, ctx.fees);
    return { commission: priced.commission, tax: priced.tax };
  } catch (error) {
    // No schedule in effect on the deal's day is the row's fault; anything else is a fault.
    if (error instanceof HoldingsError && error.code === 'Holdings:NoFeeSchedule')
      throw new RowError('commission', 'Import:NoFeeSchedule');
    throw error;
  }
}

const SIDES = { buy: 'buy', sell: 'sell', خرید: 'buy', فروش: 'sell' } as const;

export const DEALS: KindSpec<BasketItem> = {
  required: ['basket', 'date', 'side', 'quantity', 'price'],
  optional: ['isin', 'symbol', 'commission', 'tax', 'ref'],
  parse: guarded((row, ctx) => {
    const basket = basketOf(row, ctx);
    const instrument = instrumentOf(row, ctx);
    const day = cell('date', parseDay(row.date!));
    const side = cell('side', parseChoice(row.side!, SIDES));
    const quantity = cell('quantity', parseInteger(row.quantity!, 1));
    const price = cell('price', parseInteger(row.price!, 1));
    const given = (row.commission ?? '').trim() !== '' || (row.tax ?? '').trim() !== '';
    const fees = given
      ? {
          commission: cell('commission', parseInteger(row.commission ?? '', 0, 0)),
          tax: cell('tax', parseInteger(row.tax ?? '', 0, 0)),
        }
      : scheduledFees(
          { day, instrumentId: instrument.id, side, quantity, price },
          instrument.kind,
          ctx,
        );
    const event = {
      type: 'deal',
      day,
      instrumentId: instrument.id,
      side,
      quantity,
      price,
      ...fees,
    };
    return { basketId: basket.id, day, ref: row.ref?.trim() || undefined, event };
  }),
};

const FLOWS = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  dividend: 'dividend',
  coupon: 'coupon',
  wage: 'wage',
  واریز: 'deposit',
  برداشت: 'withdrawal',
  سود: 'dividend',
  کوپن: 'coupon',
  کارمزد: 'wage',
} as const;

export const CASH_FLOWS: KindSpec<BasketItem> = {
  required: ['basket', 'date', 'type', 'amount'],
  optional: ['isin', 'symbol', 'ref'],
  parse: guarded((row, ctx) => {
    const basket = basketOf(row, ctx);
    const day = cell('date', parseDay(row.date!));
    const flow = cell('type', parseChoice(row.type!, FLOWS));
    const amount = cell('amount', parseInteger(row.amount!, 1));
    const instrumentId = row.isin || row.symbol ? instrumentOf(row, ctx).id : undefined;
    const event = {
      type: 'cashFlow',
      day,
      flow,
      amount,
      ...(instrumentId ? { instrumentId } : {}),
    };
    return { basketId: basket.id, day, ref: row.ref?.trim() || undefined, event };
  }),
};
