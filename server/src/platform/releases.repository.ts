import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { RemoteReleaseTable } from './releases.tables';

export type ReleaseRow = Selectable<RemoteReleaseTable>;

export function findRelease(
  db: Db,
  name: string,
  version: string,
): Promise<ReleaseRow | undefined> {
  return db
    .selectFrom('remote_release')
    .selectAll()
    .where('name', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
}

export function listReleases(db: Db): Promise<ReleaseRow[]> {
  return db
    .selectFrom('remote_release')
    .selectAll()
    .orderBy('name')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Returns when the release was registered. */
export async function insertRelease(
  db: Db,
  release: Insertable<RemoteReleaseTable>,
): Promise<Date> {
  const row = await db
    .insertInto('remote_release')
    .values(release)
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** Removes a release that was never promoted; its stored files go with it (on delete cascade). */
export async function deleteRelease(db: Db, name: string, version: string): Promise<void> {
  await db
    .deleteFrom('remote_release')
    .where('name', '=', name)
    .where('version', '=', version)
    .execute();
}

/** The active release of every remote that has one. */
export function listActiveReleases(db: Db): Promise<ReleaseRow[]> {
  return db
    .selectFrom('remote_active')
    .innerJoin('remote_release', (join) =>
      join
        .onRef('remote_release.name', '=', 'remote_active.name')
        .onRef('remote_release.version', '=', 'remote_active.version'),
    )
    .selectAll('remote_release')
    .orderBy('remote_release.name')
    .execute();
}

/**
 * The active release of every remote with its canary, if any, in one statement: a canary
 * completed meanwhile is seen either still running or already active, never gone from both.
 */
export function listActiveReleasesWithCanaries(db: Db) {
  return db
    .selectFrom('remote_active')
    .innerJoin('remote_release', (join) =>
      join
        .onRef('remote_release.name', '=', 'remote_active.name')
        .onRef('remote_release.version', '=', 'remote_active.version'),
    )
    .leftJoin('remote_canary', 'remote_canary.name', 'remote_active.name')
    .selectAll('remote_release')
    .select([
      'remote_canary.id as canaryId',
      'remote_canary.version as canaryVersion',
      'remote_canary.share as canaryShare',
      'remote_canary.tenant_ids as canaryTenantIds',
    ])
    .orderBy('remote_release.name')
    .execute();
}

export async function findActiveVersion(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('remote_active')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.version;
}

/** Makes a release the active one and records the promotion (call it in a transaction). */
export async function activateRelease(db: Db, name: string, version: string): Promise<void> {
  await db
    .insertInto('remote_active')
    .values({ name, version, promoted_at: new Date() })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ version, promoted_at: new Date() }),
    )
    .execute();
  await db.insertInto('remote_promotion').values({ name, version }).execute();
}

/** Marks a release withdrawn by `actor` now, or (null) not withdrawn. */
export async function setWithdrawn(
  db: Db,
  name: string,
  version: string,
  actor: string | null,
): Promise<void> {
  await db
    .updateTable('remote_release')
    .set({ withdrawn_at: actor ? new Date() : null, withdrawn_by: actor })
    .where('name', '=', name)
    .where('version', '=', version)
    .execute();
}
