import type { Insertable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { VerificationCodeTable } from './contracts.tables';

export async function insertCode(scope: TenantDb, row: Insertable<VerificationCodeTable>) {
  await scope.db.insertInto('verification_code').values(row).execute();
}

/** Codes sent for a contract since a moment, newest first. */
export function codesSince(scope: TenantDb, contractId: string, since: Date) {
  return scope.db
    .selectFrom('verification_code')
    .select(['id', 'creation_time'])
    .where('contract_id', '=', contractId)
    .where('creation_time', '>=', since)
    .orderBy('creation_time', 'desc')
    .execute();
}

export function latestCode(scope: TenantDb, contractId: string) {
  return scope.db
    .selectFrom('verification_code')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('creation_time', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markAttempt(scope: TenantDb, id: string) {
  await scope.db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markConsumed(scope: TenantDb, id: string, at: Date) {
  await scope.db
    .updateTable('verification_code')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .execute();
}
