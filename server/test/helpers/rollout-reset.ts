import type { Db } from '../../src/db/database';

/**
 * Forgets every rollout (active releases, canaries, history, health counts and claims) and every
 * withdrawal, keeping the registered releases: each test of a rollout starts from none.
 */
export async function resetRollouts(db: Db): Promise<void> {
  for (const table of [
    'remote_canary',
    'remote_rollout_event',
    'remote_active',
    'remote_promotion',
    'remote_health_count',
    'remote_health_claim',
  ] as const)
    await db.deleteFrom(table).execute();
  await db.updateTable('remote_release').set({ withdrawn_at: null, withdrawn_by: null }).execute();
}
