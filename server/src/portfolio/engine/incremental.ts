// Recomputing a series only from the first changed day: everything up to the day before it is
// kept, and the runner goes on from the state at the end of that day.
import { type DayKey } from './days';
import { HoldingsError } from './errors';
import type { SeriesOutputs, SeriesResult } from './outputs';
import { computeSeries, runFrom, type SeriesInputs, type SeriesOptions } from './series';
import type { BasketState } from './state';
import type { BasketEvent } from './types';

/**
 * The new series from `stateBefore` (the state at the end of the day before the first change)
 * and the new inputs; the part of `previous` up to `stateBefore.day` is kept as it was. Events
 * dated up to `stateBefore.day` are taken as already booked in that state.
 */
export function recomputeFrom(
  previous: SeriesOutputs,
  stateBefore: BasketState,
  inputs: SeriesInputs,
  options: SeriesOptions = {},
): SeriesResult {
  const lastKept = previous.points[previous.points.length - 1];
  if (lastKept && lastKept.day < stateBefore.day) {
    throw new HoldingsError('Holdings:SeriesDoesNotCoverState', [stateBefore.day]);
  }
  const upTo = <T extends { day: DayKey }>(rows: readonly T[]) =>
    rows.filter((row) => row.day <= stateBefore.day);
  const tail = runFrom(stateBefore, inputs, options);
  return {
    points: [...upTo(previous.points), ...tail.points],
    ledger: [...upTo(previous.ledger), ...tail.ledger],
    sells: [...upTo(previous.sells), ...tail.sells],
    unitBookings: [...upTo(previous.unitBookings), ...tail.unitBookings],
    finalState: tail.finalState,
    checkpoints: tail.checkpoints,
  };
}

/**
 * The earliest day whose events differ (added, removed, changed or reordered) between two
 * event lists, or on which a price changed; undefined when nothing changed.
 */
export function firstChangedDay(
  before: readonly BasketEvent[],
  after: readonly BasketEvent[],
  changedPriceDays: readonly DayKey[] = [],
): DayKey | undefined {
  const keyed = (events: readonly BasketEvent[]) => {
    const byDay = new Map<DayKey, string[]>();
    for (const event of events) {
      const list = byDay.get(event.day) ?? [];
      list.push(JSON.stringify(event, Object.keys(event).sort()));
      byDay.set(event.day, list);
    }
    return byDay;
  };
  const a = keyed(before);
  const b = keyed(after);
  let first: DayKey | undefined = changedPriceDays.reduce<DayKey | undefined>(
    (min, day) => (min === undefined || day < min ? day : min),
    undefined,
  );
  for (const day of new Set([...a.keys(), ...b.keys()])) {
    if (first !== undefined && day >= first) continue;
    const x = a.get(day) ?? [];
    const y = b.get(day) ?? [];
    if (x.length !== y.length || x.some((value, i) => value !== y[i])) first = day;
  }
  return first;
}

/** The last kept state strictly before `day`, if any. */
export function checkpointBefore(
  checkpoints: readonly BasketState[],
  day: DayKey,
): BasketState | undefined {
  let found: BasketState | undefined;
  for (const state of checkpoints)
    if (state.day < day && (!found || state.day > found.day)) found = state;
  return found;
}

/**
 * Brings a series up to date after its inputs changed: from the checkpoint before the first
 * changed day if there is one, else from scratch. The new result keeps the old checkpoints up
 * to the one used and adds those of the recomputed part.
 */
export function updateSeries(
  previous: SeriesResult,
  previousEvents: readonly BasketEvent[],
  inputs: SeriesInputs,
  options: SeriesOptions & { changedPriceDays?: readonly DayKey[] } = {},
): SeriesResult {
  const changed = firstChangedDay(previousEvents, inputs.events, options.changedPriceDays);
  const appendOnly = changed === undefined || changed > previous.finalState.day;
  const base = appendOnly ? previous.finalState : checkpointBefore(previous.checkpoints, changed);
  if (!base) return computeSeries(inputs, options);
  const result = recomputeFrom(previous, base, inputs, options);
  const kept = previous.checkpoints.filter((state) => state.day <= base.day);
  return { ...result, checkpoints: [...kept, ...result.checkpoints] };
}
