// Engine events ↔ rows of `basket_event`. One table holds every kind of event so that a basket's
// events load in booking order, `(day, seq)`, with one indexed query.
import type { BasketEvent } from '../portfolio/engine';
import type { BasketEventRow } from './baskets.tables';

/** The values of a row in the order of `EVENT_COLUMNS`. */
export type EventValues = readonly unknown[];

export const EVENT_COLUMNS = [
  ['basket_id', 'uuid'],
  ['id', 'text'],
  ['seq', 'bigint'],
  ['day', 'date'],
  ['type', 'text'],
  ['instrument_id', 'text'],
  ['side', 'text'],
  ['quantity', 'bigint'],
  ['price', 'bigint'],
  ['commission', 'bigint'],
  ['tax', 'bigint'],
  ['flow', 'text'],
  ['amount', 'bigint'],
  ['holder_id', 'uuid'],
  ['source', 'text'],
] as const;

/**
 * The row values of an event. `holderUserId` maps the engine's holder id (a joint basket's
 * member) to the user id stored.
 */
export function eventValues(
  basketId: string,
  seq: number,
  event: BasketEvent,
  source: string,
  holderUserId: (holderId: string) => string = (id) => id,
): EventValues {
  const row = (fields: Partial<Record<(typeof EVENT_COLUMNS)[number][0], unknown>>) =>
    EVENT_COLUMNS.map(([name]) => fields[name] ?? null);
  const base = { basket_id: basketId, id: event.id, seq, day: event.day, type: event.type, source };
  switch (event.type) {
    case 'deal':
      return row({
        ...base,
        instrument_id: event.instrumentId,
        side: event.side,
        quantity: event.quantity,
        price: event.price,
        commission: event.commission,
        tax: event.tax,
      });
    case 'cashFlow':
      return row({
        ...base,
        flow: event.flow,
        amount: event.amount,
        instrument_id: event.instrumentId,
      });
    case 'bonus':
      return row({ ...base, instrument_id: event.instrumentId, quantity: event.quantity });
    case 'rightsExercise':
      return row({
        ...base,
        instrument_id: event.rightsId,
        quantity: event.quantity,
        price: event.pricePerShare,
      });
    case 'unitDeal':
      return row({
        ...base,
        holder_id: holderUserId(event.holderId),
        side: event.side,
        quantity: event.units,
      });
  }
}

/** What an event stores as its instrument (the rights, for an exercise), if anything. */
export function instrumentOf(event: BasketEvent): string | undefined {
  switch (event.type) {
    case 'deal':
    case 'bonus':
    case 'cashFlow':
      return event.instrumentId;
    case 'rightsExercise':
      return event.rightsId;
    case 'unitDeal':
      return undefined;
  }
}

const n = (value: number | null): number => Number(value ?? 0);

export function toEvent(row: BasketEventRow): BasketEvent {
  const base = { id: row.id, day: row.day };
  switch (row.type) {
    case 'deal':
      return {
        type: 'deal',
        ...base,
        instrumentId: row.instrument_id!,
        side: row.side === 'sell' ? 'sell' : 'buy',
        quantity: n(row.quantity),
        price: n(row.price),
        commission: n(row.commission),
        tax: n(row.tax),
      };
    case 'cashFlow':
      return {
        type: 'cashFlow',
        ...base,
        flow: row.flow!,
        amount: n(row.amount),
        ...(row.instrument_id ? { instrumentId: row.instrument_id } : {}),
      };
    case 'bonus':
      return {
        type: 'bonus',
        ...base,
        instrumentId: row.instrument_id!,
        quantity: n(row.quantity),
      };
    case 'rightsExercise':
      return {
        type: 'rightsExercise',
        ...base,
        rightsId: row.instrument_id!,
        quantity: n(row.quantity),
        pricePerShare: n(row.price),
      };
    case 'unitDeal':
      return {
        type: 'unitDeal',
        ...base,
        holderId: row.holder_id!,
        side: row.side === 'redeem' ? 'redeem' : 'issue',
        units: n(row.quantity),
      };
  }
}
