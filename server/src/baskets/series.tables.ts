// The stored output of the holdings engine for each basket (see series.service.ts).
import type { ColumnType } from 'kysely';
import type { DayColumn } from '../market/market.tables';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';

export interface BasketSeriesTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  /** The last day the stored series covers; null before the first computation. */
  valued_to: DayColumn | null;
  /** The first day whose inputs changed since; null when the series is up to date. */
  dirty_from: DayColumn | null;
}

export interface BasketPointTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  day: DayColumn;
  cash: number;
  securities: number;
  receivables: number;
  payables: number;
  accrued_wages: number;
  nav: number;
  inflow: number;
  outflow: number;
  income: number;
  realised_gain: number;
  wage_accrual: number;
  wages_paid: number;
  units_outstanding: number;
  nav_per_unit: number | null;
}

export interface BasketLedgerLineTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  seq: number;
  day: DayColumn;
  kind: string;
  ref_id: string;
  instrument_id: string | null;
  holder_id: string | null;
  trade_day: DayColumn | null;
  debit: number;
  credit: number;
  balance: number;
}

export interface BasketSellTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  deal_id: string;
  day: DayColumn;
  instrument_id: string;
  quantity: number;
  net_proceeds: number;
  cost_of_sold: number;
  realised_gain: number;
}

export interface BasketUnitBookingTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  event_id: string;
  day: DayColumn;
  holder_id: string;
  side: 'issue' | 'redeem';
  units: number;
  nav_per_unit: number;
  amount: number;
  realised_gain: number;
}

export interface BasketCheckpointTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  day: DayColumn;
  state: ColumnType<unknown, string, string>;
}

export interface SeriesTables {
  basket_series: BasketSeriesTable;
  basket_point: BasketPointTable;
  basket_ledger_line: BasketLedgerLineTable;
  basket_sell: BasketSellTable;
  basket_unit_booking: BasketUnitBookingTable;
  basket_checkpoint: BasketCheckpointTable;
}
