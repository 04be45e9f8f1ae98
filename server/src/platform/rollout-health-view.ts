// What the Remote releases tab shows of each remote's health: while a canary runs, its outcomes
// and the stable release's since it started, with the limits it is judged by (canary-watch.ts);
// otherwise the stable release's over the last hour. And the remote's last automatic rollback.
import type { Db } from '../db/database';
import { figuresOf } from './canary-watch';
import { DEFAULT_THRESHOLDS, canaryFigures, type CanaryFigures } from './canary-verdict';
import { releaseHealth } from './remote-health.service';
import * as repo from './rollout.repository';

const HOUR_MS = 60 * 60 * 1000;

export interface RolloutHealth {
  /** The first minute counted. */
  since: string;
  /** Whether `failures`/`outcomes` are a running canary's (else they are zero). */
  canary: boolean;
  figures: CanaryFigures;
}

async function healthOf(db: Db, name: string, stable: string, now: Date): Promise<RolloutHealth> {
  const canary = await repo.findCanary(db, name);
  if (canary) {
    const figures = await figuresOf(db, canary, stable, now);
    return { since: canary.started_at.toISOString(), canary: true, figures };
  }
  const since = new Date(now.getTime() - HOUR_MS);
  const health = await releaseHealth(db, { remote: name, version: stable }, { since, until: now });
  const figures = canaryFigures(
    { failures: 0, outcomes: 0 },
    { failures: health.failed, outcomes: health.outcomes },
    DEFAULT_THRESHOLDS,
  );
  return { since: health.since.toISOString(), canary: false, figures };
}

async function lastAutomaticRollback(db: Db, name: string) {
  const event = await repo.findLastRolloutEvent(db, name, 'canary-rolled-back-automatically');
  if (!event) return null;
  return { version: event.version, at: event.at.toISOString(), details: event.details };
}

/** Adds each remote's health and last automatic rollback to its rollout. */
export function withHealth<T extends { name: string; stable: string }>(
  db: Db,
  rollouts: readonly T[],
  now: Date,
) {
  return Promise.all(
    rollouts.map(async (rollout) => ({
      ...rollout,
      health: await healthOf(db, rollout.name, rollout.stable, now),
      lastAutomaticRollback: await lastAutomaticRollback(db, rollout.name),
    })),
  );
}
