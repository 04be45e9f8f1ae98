import type { Db } from '../db/database';
import * as repo from './releases.repository';

/** Every registered release, newest first per remote, marking the active one of each. */
export async function listReleaseItems(db: Db) {
  const [releases, active] = await Promise.all([
    repo.listReleases(db),
    repo.listActiveReleases(db),
  ]);
  const activeKeys = new Set(active.map((row) => `${row.name}@${row.version}`));
  return releases.map((row) => ({
    name: row.name,
    version: row.version,
    baseUrl: row.base_url,
    integrity: row.integrity,
    source: row.source,
    areas: row.areas,
    createdAt: row.created_at.toISOString(),
    releasedBy: row.released_by,
    /** How the compatibility gate judged it (`forced`: registered with --force). */
    compatibility: row.compatibility?.status ?? 'unchecked',
    active: activeKeys.has(`${row.name}@${row.version}`),
    /** Rolled back: promoting it again takes an operator key's --force. */
    withdrawn: row.withdrawn_at
      ? { at: row.withdrawn_at.toISOString(), by: row.withdrawn_by }
      : null,
  }));
}
