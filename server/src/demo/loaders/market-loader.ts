// Loads a demo market into a tenant: instruments, every daily close, the holidays and the fee
// schedules, in a few bulk statements.
import type { TenantDb } from '../../db/tenant-scope';
import {
  insertFeeSchedules,
  insertHolidays,
  insertInstruments,
  upsertPrices,
} from '../../market/market.repository';
import type { DailyPrice, FeeSchedule } from '../../portfolio/engine';
import { iranianHolidays, marketPriceRows, type DemoMarket } from '../dataset';

export async function loadDemoMarket(
  scope: TenantDb,
  market: DemoMarket,
  fees: readonly FeeSchedule[],
): Promise<{ instruments: number; prices: number }> {
  await insertInstruments(scope, market.instruments);
  await insertHolidays(scope, iranianHolidays());
  await insertFeeSchedules(scope, fees);
  const prices: DailyPrice[] = [...marketPriceRows(market)];
  await upsertPrices(scope, prices);
  return { instruments: market.instruments.length, prices: prices.length };
}
