// The canaries and the rollout history (rollout.tables.ts).
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { RemoteCanaryTable, RemoteRolloutEventTable } from './rollout.tables';

export type CanaryRow = Selectable<RemoteCanaryTable>;
export type RolloutEventRow = Selectable<RemoteRolloutEventTable>;
export type CanaryThresholds = Pick<
  CanaryRow,
  'min_outcomes' | 'max_failure_percent' | 'margin_points'
>;

export function findCanary(db: Db, name: string): Promise<CanaryRow | undefined> {
  return db.selectFrom('remote_canary').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The remote's canary, locked until the transaction ends (changes to it take turns). */
export function findCanaryForUpdate(db: Db, name: string): Promise<CanaryRow | undefined> {
  return db
    .selectFrom('remote_canary')
    .selectAll()
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
}

export function listCanaries(db: Db): Promise<CanaryRow[]> {
  return db.selectFrom('remote_canary').selectAll().orderBy('name').execute();
}

/** Starts a canary; undefined when the remote has one already. */
export function insertCanary(
  db: Db,
  canary: Insertable<RemoteCanaryTable>,
): Promise<CanaryRow | undefined> {
  return db
    .insertInto('remote_canary')
    .values(canary)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateCanary(
  db: Db,
  id: number,
  change: Pick<CanaryRow, 'share' | 'tenant_ids' | 'updated_by'> & Partial<CanaryThresholds>,
): Promise<CanaryRow> {
  return db
    .updateTable('remote_canary')
    .set({ ...change, tenant_ids: JSON.stringify(change.tenant_ids), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends a canary; the row it was, or undefined when another request ended it first. */
export function deleteCanary(db: Db, id: number): Promise<CanaryRow | undefined> {
  return db.deleteFrom('remote_canary').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function insertRolloutEvent(
  db: Db,
  event: Insertable<RemoteRolloutEventTable>,
): Promise<void> {
  await db.insertInto('remote_rollout_event').values(event).execute();
}

/** A remote's history, oldest first (the last `limit` events). */
export async function listRolloutEvents(
  db: Db,
  name: string,
  limit: number,
): Promise<RolloutEventRow[]> {
  const newest = await db
    .selectFrom('remote_rollout_event')
    .selectAll()
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return newest.reverse();
}

/** The remote's newest event of a kind. */
export function findLastRolloutEvent(
  db: Db,
  name: string,
  event: RolloutEventRow['event'],
): Promise<RolloutEventRow | undefined> {
  return db
    .selectFrom('remote_rollout_event')
    .selectAll()
    .where('name', '=', name)
    .where('event', '=', event)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
