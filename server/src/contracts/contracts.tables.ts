import type { ColumnType } from 'kysely';
import type { DayColumn } from '../market/market.tables';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';
import type { ContractState } from './contract-states';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Created = ColumnType<Date, never, never>;

export interface PortfolioContractTable {
  tenant_id: TenantIdColumn;
  id: string;
  customer_id: string;
  state: ContractState;
  national_code: Defaulted<string>;
  mobile: string | null;
  first_name: string | null;
  last_name: string | null;
  sheba: string | null;
  address: string | null;
  birth_date: DayColumn | null;
  basket_id: string | null;
  wage_plan_id: string | null;
  is_from_back_office: Defaulted<boolean>;
  duration_months: Defaulted<number>;
  starts_on: DayColumn | null;
  ends_on: DayColumn | null;
  risk_score: number | null;
  risk_level: number | null;
  commitment_desc: string | null;
  commitment_accepted_at: Date | null;
  signed_at: Date | null;
  approved_at: Date | null;
  approved_by: string | null;
  rejection_reason: string | null;
  moved_to_crm_at: Date | null;
  is_deleted: Defaulted<boolean>;
  creator_id: string | null;
  creation_time: Created;
  last_modification_time: Date | null;
}

export interface ContractHistoryTable {
  tenant_id: TenantIdColumn;
  id: string;
  contract_id: string;
  from_state: ContractState | null;
  to_state: ContractState;
  actor_id: string | null;
  note: string | null;
  creation_time: ColumnType<Date, Date | undefined, never>;
}

export interface ContractFileTable {
  tenant_id: TenantIdColumn;
  id: string;
  contract_id: string;
  kind: 'signed' | 'upload';
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  uploaded_by: string | null;
  creation_time: Created;
}

export interface VerificationCodeTable {
  tenant_id: TenantIdColumn;
  id: string;
  contract_id: string;
  user_id: string;
  mobile: string;
  code_hash: string;
  expires_at: Date;
  attempts: Defaulted<number>;
  consumed_at: Date | null;
  creation_time: ColumnType<Date, Date | undefined, never>;
}

export interface ContractTables {
  portfolio_contract: PortfolioContractTable;
  portfolio_contract_history: ContractHistoryTable;
  contract_file: ContractFileTable;
  verification_code: VerificationCodeTable;
}
