// Randomised: for any valid basket history and any one change to it (an event added, removed
// or altered, a close changed), the incremental recompute equals the full recompute. When the
// new inputs cannot be booked, both refuse them with the same error.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { addDays, type DayKey } from '../days';
import { HoldingsError } from '../errors';
import { firstChangedDay, recomputeFrom, updateSeries } from '../incremental';
import type { SeriesResult } from '../outputs';
import { PriceBook } from '../price-book';
import { computeSeries, type SeriesInputs, stateAt } from '../series';
import type { BasketEvent, BasketSetup, DailyPrice } from '../types';
import { BOND, FOLD, inputs, MSMI, trade } from './fixtures';

const START = '2024-01-06';
const SPAN = 40;
const IDS = [FOLD.id, MSMI.id, BOND.id];
const KINDS = [
  'deposit',
  'withdrawal',
  'buy',
  'sell',
  'dividend',
  'wage',
  'bonus',
  'issue',
  'redeem',
] as const;

interface Intent {
  id: string;
  dayIndex: number;
  kind: (typeof KINDS)[number];
  instrument: number;
  quantity: number;
  price: number;
  amount: number;
  holder: string;
}

const intentArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    dayIndex: fc.nat(SPAN - 1),
    kind: fc.constantFrom(...KINDS),
    instrument: fc.nat(IDS.length - 1),
    quantity: fc.integer({ min: 1, max: 3000 }),
    price: fc.integer({ min: 8_000, max: 12_000 }),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
    holder: fc.constantFrom('a', 'b', 'c'),
  });

/** Turns intents into events the engine can book: sells and redemptions within what is held. */
function toEvents(intents: readonly Intent[], joint: boolean): BasketEvent[] {
  const held = new Map<string, number>();
  const units = new Map<string, number>();
  const sorted = [...intents].sort((x, y) => x.dayIndex - y.dayIndex);
  const events: BasketEvent[] = [];
  for (const intent of sorted) {
    const day = addDays(START, intent.dayIndex);
    const instrumentId = IDS[intent.instrument] as string;
    const quantityHeld = held.get(instrumentId) ?? 0;
    const { id, kind, amount } = intent;
    if (kind === 'buy' || kind === 'sell') {
      const quantity = kind === 'sell' ? Math.min(intent.quantity, quantityHeld) : intent.quantity;
      if (quantity === 0) continue;
      held.set(instrumentId, quantityHeld + (kind === 'buy' ? quantity : -quantity));
      events.push({ ...trade(day, instrumentId, kind, quantity, intent.price), id });
    } else if (kind === 'bonus') {
      held.set(instrumentId, quantityHeld + intent.quantity);
      events.push({ type: 'bonus', id, day, instrumentId, quantity: intent.quantity });
    } else if (kind === 'issue' || kind === 'redeem') {
      if (!joint) continue;
      const have = units.get(intent.holder) ?? 0;
      const count = kind === 'issue' ? intent.quantity : Math.min(intent.quantity, have);
      if (count === 0) continue;
      units.set(intent.holder, have + (kind === 'issue' ? count : -count));
      events.push({ type: 'unitDeal', id, day, holderId: intent.holder, side: kind, units: count });
    } else {
      const instrument = kind === 'dividend' ? { instrumentId } : {};
      events.push({ type: 'cashFlow', id, day, flow: kind, amount, ...instrument });
    }
  }
  return events;
}

const priceArb = fc.record({
  instrument: fc.nat(IDS.length - 1),
  dayIndex: fc.nat(SPAN - 1),
  close: fc.integer({ min: 8_000, max: 12_000 }),
});
type PriceIntent = { instrument: number; dayIndex: number; close: number };
const toPrices = (rows: readonly PriceIntent[]): DailyPrice[] =>
  rows.map((r) => ({
    instrumentId: IDS[r.instrument] as string,
    day: addDays(START, r.dayIndex),
    close: r.close,
  }));

const changeArb = fc.oneof(
  fc.record({ type: fc.constant('add' as const), intent: intentArb('new') }),
  fc.record({ type: fc.constant('remove' as const), index: fc.nat() }),
  fc.record({
    type: fc.constant('alter' as const),
    index: fc.nat(),
    quantity: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ type: fc.constant('price' as const), row: priceArb }),
);

const scenarioArb = fc.record({
  joint: fc.boolean(),
  lags: fc.tuple(fc.nat(2), fc.nat(2)),
  feePpm: fc.constantFrom(0, 15_000, 30_000),
  intents: fc
    .array(fc.nat(), { minLength: 1, maxLength: 40 })
    .chain((ids) => fc.tuple(...ids.map((_, i) => intentArb(`e${i}`)))),
  prices: fc.array(priceArb, { maxLength: 60 }),
  change: changeArb,
});

function tryRun<T>(run: () => T): T | string {
  try {
    return run();
  } catch (error) {
    if (error instanceof HoldingsError) return error.code;
    throw error;
  }
}

describe('incremental recompute equals a full recompute (randomised)', () => {
  it('for any history and any single change', () => {
    let compared = 0;
    let runs = 0;
    fc.assert(
      fc.property(scenarioArb, ({ joint, lags, feePpm, intents, prices, change }) => {
        runs += 1;
        const basket: BasketSetup = {
          id: 'B',
          kind: joint ? 'joint' : 'special',
          settlementLags: { share: lags[0], right: lags[0], fundUnit: lags[1], bond: lags[1] },
          ...(feePpm > 0 ? { wagePlan: { managementFeePpm: feePpm } } : {}),
        };
        const newIntents: Intent[] = [...intents];
        let newPrices: PriceIntent[] = [...prices];
        if (change.type === 'add') newIntents.push(change.intent);
        if (change.type === 'remove') newIntents.splice(change.index % newIntents.length, 1);
        if (change.type === 'alter') {
          const k = change.index % newIntents.length;
          newIntents[k] = { ...(newIntents[k] as Intent), quantity: change.quantity };
        }
        if (change.type === 'price') newPrices = [...newPrices, change.row];
        const lastDay = addDays(START, SPAN + 5);
        const make = (list: Intent[], rows: PriceIntent[]): SeriesInputs =>
          inputs({
            basket,
            events: toEvents(list, joint),
            prices: new PriceBook(toPrices(rows)),
            firstDay: START,
            lastDay,
          });
        const oldInputs = make(intents, prices);
        const newInputs = make(newIntents, newPrices);
        const previous = tryRun(() =>
          computeSeries(oldInputs, { keepState: (d) => d.endsWith('0') || d.endsWith('5') }),
        );
        if (typeof previous === 'string') return;
        const changedPriceDays: DayKey[] =
          change.type === 'price' ? [addDays(START, change.row.dayIndex)] : [];
        const full = tryRun(() => computeSeries(newInputs));
        const updated = tryRun(() =>
          updateSeries(previous, oldInputs.events, newInputs, { changedPriceDays }),
        );
        const first = firstChangedDay(oldInputs.events, newInputs.events, changedPriceDays);
        const fromState = tryRun(() =>
          first === undefined || first <= START
            ? computeSeries(newInputs)
            : recomputeFrom(previous, stateAt(oldInputs, addDays(first, -1)), newInputs),
        );
        expect(summary(updated)).toEqual(summary(full));
        expect(summary(fromState)).toEqual(summary(full));
        if (typeof full !== 'string') compared += 1;
      }),
      { numRuns: 150, seed: 20_240_106 },
    );
    expect(compared).toBeGreaterThan(runs * 0.6);
  });
});

function summary(result: SeriesResult | string) {
  if (typeof result === 'string') return result;
  const { points, ledger, sells, unitBookings, finalState } = result;
  return { points, ledger, sells, unitBookings, finalState };
}
