// An event's instrument as the series refresh reads it from loaded events (instrumentOf) is the
// instrument column the event is stored with (eventValues), for every kind of event.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { EVENT_COLUMNS, eventValues, instrumentOf } from '../../src/baskets/basket-events';
import type { BasketEvent } from '../../src/portfolio/engine';

const EVENTS: BasketEvent[] = [
  {
    type: 'deal',
    id: 'd',
    day: '2024-01-02',
    instrumentId: 'IRO1FOLD0001',
    side: 'buy',
    quantity: 10,
    price: 1_000,
    commission: 5,
    tax: 0,
  },
  { type: 'cashFlow', id: 'c', day: '2024-01-02', flow: 'deposit', amount: 1_000 },
  {
    type: 'cashFlow',
    id: 'v',
    day: '2024-01-02',
    flow: 'dividend',
    amount: 500,
    instrumentId: 'IRO1FOLD0001',
  },
  { type: 'bonus', id: 'b', day: '2024-01-02', instrumentId: 'IRO1FOLD0001', quantity: 2 },
  {
    type: 'rightsExercise',
    id: 'r',
    day: '2024-01-02',
    rightsId: 'IRR1FOLD0101',
    quantity: 3,
    pricePerShare: 1_000,
  },
  { type: 'unitDeal', id: 'u', day: '2024-01-02', holderId: 'h', side: 'issue', units: 1 },
];

describe('basket events', () => {
  it('reads the instrument an event is stored with, for every kind of event', () => {
    const column = EVENT_COLUMNS.findIndex(([name]) => name === 'instrument_id');
    for (const event of EVENTS) {
      const stored = eventValues('basket', 1, event, 'manual')[column] as string | null;
      expect({ id: event.id, instrument: instrumentOf(event) ?? null }).toEqual({
        id: event.id,
        instrument: stored,
      });
    }
    expect(EVENTS.map(instrumentOf).filter(Boolean)).toHaveLength(4);
  });
});
