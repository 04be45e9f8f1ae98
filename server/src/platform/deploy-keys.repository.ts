import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DeployKeyTable } from './deploy-keys.tables';

export type DeployKeyRow = Selectable<DeployKeyTable>;

/** Stores a key; undefined when a key of that name exists already. */
export async function insertDeployKey(
  db: Db,
  key: Insertable<DeployKeyTable>,
): Promise<DeployKeyRow | undefined> {
  return db
    .insertInto('deploy_key')
    .values(key)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function listDeployKeys(db: Db): Promise<DeployKeyRow[]> {
  return db.selectFrom('deploy_key').selectAll().orderBy('name').execute();
}

export function findDeployKeyByHash(db: Db, keyHash: string): Promise<DeployKeyRow | undefined> {
  return db.selectFrom('deploy_key').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function markDeployKeyUsed(db: Db, name: string, at: Date): Promise<void> {
  await db.updateTable('deploy_key').set({ last_used_at: at }).where('name', '=', name).execute();
}

/** Removes a key; false when there was none of that name. */
export async function deleteDeployKey(db: Db, name: string): Promise<boolean> {
  const result = await db.deleteFrom('deploy_key').where('name', '=', name).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
