// The holdings engine: pure booking of a basket's deals, flows and prices into positions, cash,
// a ledger and a daily NAV series that can be recomputed from the first changed day.
export * from './calendar';
export * from './days';
export { HoldingsError, holdingsErrorMessages, type HoldingsErrorCode } from './errors';
export * from './fees';
export * from './incremental';
export * from './ledger';
export * from './money';
export * from './outputs';
export { averageCost, costOfPart } from './position';
export * from './price-book';
export * from './reports';
export type { RunContext } from './books';
export { BasketRunner } from './runner';
export {
  computeSeries,
  earliestEventDay,
  stateAt,
  type SeriesInputs,
  type SeriesOptions,
} from './series';
export * from './state';
export * from './types';
export { DEFAULT_INITIAL_UNIT_PRICE } from './unit-booking';
