import type { ColumnType, Selectable } from 'kysely';
import type { DayColumn } from '../market/market.tables';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type BasketKind = 'special' | 'joint';
export type BasketState = 'active' | 'suspended' | 'closed';

export interface WagePlanTable {
  tenant_id: TenantIdColumn;
  id: string;
  title: string;
  basket_kind: BasketKind;
  risk_level: number | null;
  management_fee_ppm: number;
  performance_fee_ppm: Defaulted<number>;
  hurdle_ppm: Defaulted<number>;
  is_active: Defaulted<boolean>;
  /** First day in force (migration 0005). */
  effective_from: Defaulted<DayColumn>;
  /** Last day in force; null: open-ended. */
  effective_to: ColumnType<DayColumn | null, DayColumn | null | undefined, DayColumn | null>;
  creation_time: ColumnType<Date, never, never>;
}

export interface BasketTable {
  tenant_id: TenantIdColumn;
  id: string;
  code: string;
  name: string;
  kind: BasketKind;
  risk_level: number;
  state: Defaulted<BasketState>;
  is_approved: Defaulted<boolean>;
  wage_plan_id: string | null;
  /** `SettlementLags` of the holdings engine. */
  settlement_lags: ColumnType<Record<string, number>, string, string>;
  initial_unit_price: number | null;
  creation_time: ColumnType<Date, never, never>;
}

/** A customer in a basket: the holder of a special basket, a unit holder of a joint one. */
export interface BasketMemberTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  user_id: string;
  since: DayColumn;
  is_approved: Defaulted<boolean>;
}

export type EventType = 'deal' | 'cashFlow' | 'bonus' | 'rightsExercise' | 'unitDeal';

/** One row per booked event; the columns used depend on `type` (see basket-events.ts). */
export interface BasketEventTable {
  tenant_id: TenantIdColumn;
  basket_id: string;
  id: string;
  seq: number;
  day: DayColumn;
  type: EventType;
  instrument_id: string | null;
  side: 'buy' | 'sell' | 'issue' | 'redeem' | null;
  quantity: number | null;
  /** Deal price, or the price per share of a rights exercise. */
  price: number | null;
  commission: number | null;
  tax: number | null;
  flow: 'deposit' | 'withdrawal' | 'dividend' | 'coupon' | 'wage' | null;
  amount: number | null;
  holder_id: string | null;
  source: Defaulted<string>;
}

/** A row of `basket_event` as read (basket-events.ts turns it into an engine event). */
export type BasketEventRow = Selectable<BasketEventTable>;

export interface UserSelectedBasketTable {
  tenant_id: TenantIdColumn;
  user_id: string;
  basket_id: string;
}

export interface BasketTables {
  wage_plan: WagePlanTable;
  basket: BasketTable;
  basket_member: BasketMemberTable;
  basket_event: BasketEventTable;
  user_selected_basket: UserSelectedBasketTable;
}
