// Portfolio contracts, their state history and their files.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { ContractState } from './contract-states';
import type { ContractFileTable, PortfolioContractTable } from './contracts.tables';
import { pagedQuery } from '../db/paged-query';

export type ContractRow = Selectable<PortfolioContractTable>;
export type ContractFileRow = Selectable<ContractFileTable>;

export async function insertContract(scope: TenantDb, row: Insertable<PortfolioContractTable>) {
  await scope.db.insertInto('portfolio_contract').values(row).execute();
}

export function findContract(scope: TenantDb, id: string): Promise<ContractRow | undefined> {
  return scope.db
    .selectFrom('portfolio_contract')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function updateContract(
  scope: TenantDb,
  id: string,
  changes: Updateable<PortfolioContractTable>,
): Promise<void> {
  await scope.db
    .updateTable('portfolio_contract')
    .set({ ...changes, last_modification_time: new Date() })
    .where('id', '=', id)
    .execute();
}

export function contractsOfCustomer(scope: TenantDb, customerId: string): Promise<ContractRow[]> {
  return scope.db
    .selectFrom('portfolio_contract')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('is_deleted', '=', false)
    .orderBy('creation_time', 'desc')
    .execute();
}

export async function listContracts(
  scope: TenantDb,
  query: { nationalCode?: string | undefined; customerId?: string; skip: number; take: number },
) {
  let base = scope.db.selectFrom('portfolio_contract').where('is_deleted', '=', false);
  if (query.nationalCode) base = base.where('national_code', '=', query.nationalCode);
  if (query.customerId) base = base.where('customer_id', '=', query.customerId);
  return pagedQuery(base, (q) => q.selectAll().orderBy('creation_time', 'desc'), query);
}

/** Active contracts of the tenant whose end date is before `today`. */
export async function endedContractIds(scope: TenantDb, today: string): Promise<string[]> {
  const rows = await scope.db
    .selectFrom('portfolio_contract')
    .select('id')
    .where('state', '=', 'Active')
    .where('is_deleted', '=', false)
    .where('ends_on', '<', today)
    .execute();
  return rows.map((row) => row.id);
}

/** The contract, locked for update, if it is still active and ended before `today`. */
export function lockEndedContract(
  scope: TenantDb,
  id: string,
  today: string,
): Promise<ContractRow | undefined> {
  return scope.db
    .selectFrom('portfolio_contract')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'Active')
    .where('is_deleted', '=', false)
    .where('ends_on', '<', today)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertHistory(
  scope: TenantDb,
  entry: {
    id: string;
    contractId: string;
    from: ContractState | null;
    to: ContractState;
    actorId: string | null;
    note?: string | null;
  },
) {
  await scope.db
    .insertInto('portfolio_contract_history')
    .values({
      id: entry.id,
      contract_id: entry.contractId,
      from_state: entry.from,
      to_state: entry.to,
      actor_id: entry.actorId,
      note: entry.note ?? null,
    })
    .execute();
}

export function historyOf(scope: TenantDb, contractId: string) {
  return scope.db
    .selectFrom('portfolio_contract_history')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('creation_time')
    .orderBy('id')
    .execute();
}

export async function insertContractFile(scope: TenantDb, row: Insertable<ContractFileTable>) {
  await scope.db.insertInto('contract_file').values(row).execute();
}

/** The newest file of a contract, a signed one first. */
export function latestContractFile(scope: TenantDb, contractId: string) {
  return scope.db
    .selectFrom('contract_file')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy((eb) => eb.case().when('kind', '=', 'signed').then(0).else(1).end())
    .orderBy('creation_time', 'desc')
    .limit(1)
    .executeTakeFirst();
}
