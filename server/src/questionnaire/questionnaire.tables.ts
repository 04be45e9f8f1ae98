import type { TenantIdColumn } from '../tenancy/tenancy.tables';
import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface RiskQuestionTable {
  tenant_id: TenantIdColumn;
  id: string;
  text: string;
  sort_order: Defaulted<number>;
  is_active: Defaulted<boolean>;
}

export interface RiskAnswerTable {
  tenant_id: TenantIdColumn;
  id: string;
  question_id: string;
  text: string;
  weight: number;
  sort_order: Defaulted<number>;
}

/** A risk level is reached from `min_score` on (the highest band reached wins). */
export interface RiskLevelBandTable {
  tenant_id: TenantIdColumn;
  level: number;
  min_score: number;
  title: string;
}

export interface ContractAnswerTable {
  tenant_id: TenantIdColumn;
  contract_id: string;
  question_id: string;
  answer_id: string;
}

export interface QuestionnaireTables {
  risk_question: RiskQuestionTable;
  risk_answer: RiskAnswerTable;
  risk_level_band: RiskLevelBandTable;
  contract_answer: ContractAnswerTable;
}
