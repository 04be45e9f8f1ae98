// Demo market and customer data for the portfolio domain, deterministic from a seed.
export * from './basket-activity';
export { BasketSimulator } from './basket-simulator';
export * from './catalog';
export type { MarketAction } from './corporate-actions';
export * from './dataset';
export * from './fee-schedules';
export * from './holidays';
export * from './isin';
export * from './joint-activity';
export * from './market';
export { Rng, rngFor } from './prng';
