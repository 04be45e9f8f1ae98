// The remotes' health counts (remote-health.tables.ts).
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { RemoteHealthCountTable } from './remote-health.tables';

export interface ReleaseKey {
  name: string;
  version: string;
}

/** Those of `releases` that are registered. */
export async function findRegisteredReleases(
  db: Db,
  releases: readonly ReleaseKey[],
): Promise<ReleaseKey[]> {
  if (releases.length === 0) return [];
  return db
    .selectFrom('remote_release')
    .select(['name', 'version'])
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('name', 'version'),
        'in',
        releases.map((release) => tuple(release.name, release.version)),
      ),
    )
    .execute();
}

/**
 * Adds counts to their minutes. Rows are written in key order, so that two reports adding to
 * the same minutes at once wait for each other instead of deadlocking.
 */
export async function addHealthCounts(
  db: Db,
  rows: readonly Insertable<RemoteHealthCountTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  const key = (row: Insertable<RemoteHealthCountTable>) =>
    [row.name, row.version, new Date(row.minute).toISOString(), row.stage, row.outcome].join('\0');
  const ordered = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  await db
    .insertInto('remote_health_count')
    .values(ordered)
    .onConflict((conflict) =>
      conflict
        .columns(['name', 'version', 'minute', 'stage', 'outcome'])
        .doUpdateSet({ count: sql`remote_health_count.count + excluded.count` }),
    )
    .execute();
}

export interface StageCount {
  stage: RemoteHealthCountTable['stage'];
  outcome: RemoteHealthCountTable['outcome'];
  count: number;
}

/** A release's counts per stage and outcome in the minutes from `since` to `until`, both included. */
export async function sumHealthCounts(
  db: Db,
  release: ReleaseKey,
  window: { since: Date; until: Date },
): Promise<StageCount[]> {
  const rows = await db
    .selectFrom('remote_health_count')
    .select(['stage', 'outcome', (eb) => eb.fn.sum<string | number>('count').as('count')])
    .where('name', '=', release.name)
    .where('version', '=', release.version)
    .where('minute', '>=', window.since)
    .where('minute', '<=', window.until)
    .groupBy(['stage', 'outcome'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function deleteHealthCountsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('remote_health_count').where('minute', '<', before).execute();
}

/**
 * Uses `key` once more, unless it has been used `limit` times already; true when this use
 * counts. One statement, so replicas claiming the same key at once never both pass the limit.
 */
export async function claimOnce(
  db: Db,
  claim: { key: string; limit: number; expiresAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('remote_health_claim')
    .values({ key: claim.key, used: 1, expires_at: claim.expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ used: sql`remote_health_claim.used + 1` })
        .where('remote_health_claim.used', '<', claim.limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteClaimsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('remote_health_claim').where('expires_at', '<', before).execute();
}
