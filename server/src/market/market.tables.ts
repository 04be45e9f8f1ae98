import type { ColumnType } from 'kysely';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';

/** A calendar day (Tehran), ISO `yyyy-MM-dd` both ways (see db/database.ts). */
export type DayColumn = string;
type Json<T> = ColumnType<T, string, string>;

export interface InstrumentTable {
  tenant_id: TenantIdColumn;
  id: string;
  symbol: string;
  name: string;
  isin: string;
  kind: 'share' | 'right' | 'fundUnit' | 'bond';
  sector: string;
  underlying_id: string | null;
}

export interface DailyPriceTable {
  tenant_id: TenantIdColumn;
  instrument_id: string;
  day: DayColumn;
  close: number;
}

export interface MarketHolidayTable {
  tenant_id: TenantIdColumn;
  day: DayColumn;
}

export interface FeeScheduleTable {
  tenant_id: TenantIdColumn;
  id: string;
  effective_from: DayColumn;
  title: string;
  /** `FeeSchedule.byKind` of the holdings engine. */
  by_kind: Json<unknown>;
}

export interface MarketTables {
  instrument: InstrumentTable;
  daily_price: DailyPriceTable;
  market_holiday: MarketHolidayTable;
  fee_schedule: FeeScheduleTable;
}
