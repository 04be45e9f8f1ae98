// What the commands and the administration page show of rollouts: each remote's active release
// and canary (share, tenants, who started and last changed it), and a remote's history.
import type { Db } from '../db/database';
import * as releasesRepo from './releases.repository';
import { assertKnownRemote } from './remote-names';
import * as repo from './rollout.repository';
import { tenantRefs } from './tenant-refs';

export async function listRollouts(db: Db) {
  const [active, canaries] = await Promise.all([
    releasesRepo.listActiveReleases(db),
    repo.listCanaries(db),
  ]);
  const canaryOf = new Map(canaries.map((canary) => [canary.name, canary]));
  return Promise.all(
    active.map(async (release) => {
      const canary = canaryOf.get(release.name);
      return {
        name: release.name,
        stable: release.version,
        canary: canary
          ? {
              id: canary.id,
              version: canary.version,
              share: canary.share,
              tenants: await tenantRefs(db, canary.tenant_ids),
              startedBy: canary.started_by,
              startedAt: canary.started_at.toISOString(),
              updatedBy: canary.updated_by,
              updatedAt: canary.updated_at.toISOString(),
            }
          : null,
      };
    }),
  );
}

export const HISTORY_LIMIT = 200;

/** The remote's last events, oldest first. */
export async function listHistory(db: Db, name: string) {
  assertKnownRemote(name);
  const events = await repo.listRolloutEvents(db, name, HISTORY_LIMIT);
  return Promise.all(
    events.map(async (event) => ({
      id: event.id,
      name: event.name,
      version: event.version,
      event: event.event,
      canaryId: event.canary_id,
      share: event.share,
      tenants: event.tenant_ids ? await tenantRefs(db, event.tenant_ids) : null,
      details: event.details,
      actor: event.actor,
      at: event.at.toISOString(),
    })),
  );
}
