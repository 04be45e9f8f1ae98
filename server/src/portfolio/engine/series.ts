// The daily series of a basket: one point for every calendar day from the first day to the
// last, built by the runner from a start state. Events after `lastDay` wait for a later run.
import type { RunContext } from './books';
import { eachDay, addDays, type DayKey, isDayKey } from './days';
import { HoldingsError } from './errors';
import type { DailyPoint, SeriesResult } from './outputs';
import { BasketRunner } from './runner';
import { emptyState, type BasketState } from './state';
import type { BasketEvent } from './types';

export interface SeriesInputs extends RunContext {
  events: readonly BasketEvent[];
  /** Default: the day of the earliest event. */
  firstDay?: DayKey;
  lastDay: DayKey;
}

export interface SeriesOptions {
  /** Keep a copy of the state at the end of these days (checkpoints for later recomputes). */
  keepState?: (day: DayKey) => boolean;
}

/** Events after `startDay` up to `lastDay`, grouped by day in their given order. */
export function eventsByDay(
  events: readonly BasketEvent[],
  startDay: DayKey,
  lastDay: DayKey,
  refuseEarlier: boolean,
): Map<DayKey, BasketEvent[]> {
  const byDay = new Map<DayKey, BasketEvent[]>();
  for (const event of events) {
    if (!isDayKey(event.day)) throw new HoldingsError('Holdings:InvalidDay', [event.day]);
    if (event.day <= startDay) {
      if (refuseEarlier) throw new HoldingsError('Holdings:EventBeforeState', [event.id, startDay]);
      continue;
    }
    if (event.day > lastDay) continue;
    const list = byDay.get(event.day);
    if (list) list.push(event);
    else byDay.set(event.day, [event]);
  }
  return byDay;
}

export function runFrom(
  start: BasketState,
  inputs: SeriesInputs,
  options: SeriesOptions = {},
  refuseEarlier = false,
): SeriesResult {
  const runner = new BasketRunner(inputs, start);
  const byDay = eventsByDay(inputs.events, start.day, inputs.lastDay, refuseEarlier);
  const points: DailyPoint[] = [];
  const checkpoints: BasketState[] = [];
  if (start.day < inputs.lastDay) {
    for (const day of eachDay(addDays(start.day, 1), inputs.lastDay)) {
      points.push(runner.runDay(byDay.get(day) ?? []));
      if (options.keepState?.(day)) checkpoints.push(runner.snapshot());
    }
  }
  return { points, ...runner.log, finalState: runner.snapshot(), checkpoints };
}

export function earliestEventDay(events: readonly BasketEvent[]): DayKey | undefined {
  let first: DayKey | undefined;
  for (const event of events) if (first === undefined || event.day < first) first = event.day;
  return first;
}

/** The whole series from an empty basket. */
export function computeSeries(inputs: SeriesInputs, options: SeriesOptions = {}): SeriesResult {
  const firstDay = inputs.firstDay ?? earliestEventDay(inputs.events) ?? inputs.lastDay;
  if (!isDayKey(firstDay) || !isDayKey(inputs.lastDay)) {
    throw new HoldingsError('Holdings:InvalidDay', [
      isDayKey(firstDay) ? inputs.lastDay : firstDay,
    ]);
  }
  return runFrom(emptyState(firstDay), inputs, options, true);
}

/** The state at the end of `day`, replayed from an empty basket. */
export function stateAt(inputs: SeriesInputs, day: DayKey): BasketState {
  return computeSeries({ ...inputs, lastDay: day }).finalState;
}
