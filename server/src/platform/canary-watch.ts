// The automatic rollback: every running canary is judged (canary-verdict.ts) on the outcomes of
// its release and of the stable release since it started, and ended when it fails too often.
// The server runs this every CRM_CANARY_CHECK_SECONDS (60) seconds. Replicas may judge the same
// canary at once: the rollback locks the canary's row and ends it only while it is the canary
// judged, so exactly one replica records it.
import type { Db } from '../db/database';
import {
  canaryFigures,
  shouldRollBack,
  type CanaryFigures,
  type RollbackThresholds,
} from './canary-verdict';
import * as releasesRepo from './releases.repository';
import { releaseHealth } from './remote-health.service';
import * as repo from './rollout.repository';
import { record, withdraw } from './rollout.service';

export interface AutomaticRollback {
  name: string;
  /** The canary's version, ended. */
  version: string;
  /** The version everyone gets. */
  stable: string;
  figures: CanaryFigures;
}

export const thresholdsOf = (canary: repo.CanaryRow): RollbackThresholds => ({
  minOutcomes: canary.min_outcomes,
  maxFailurePercent: canary.max_failure_percent,
  marginPoints: canary.margin_points,
});

/** The canary's and the stable release's outcomes since the canary started. */
export async function figuresOf(
  db: Db,
  canary: repo.CanaryRow,
  stable: string,
  now: Date,
): Promise<CanaryFigures> {
  const window = { since: canary.started_at, until: now };
  const [ofCanary, ofStable] = await Promise.all([
    releaseHealth(db, { remote: canary.name, version: canary.version }, window),
    releaseHealth(db, { remote: canary.name, version: stable }, window),
  ]);
  return canaryFigures(
    { failures: ofCanary.failed, outcomes: ofCanary.outcomes },
    { failures: ofStable.failed, outcomes: ofStable.outcomes },
    thresholdsOf(canary),
  );
}

/**
 * Ends the remote's canary `canaryId` on the server's own judgement, withdrawing its release and
 * recording the figures; false when that canary had already ended (another replica, or a
 * person, was first).
 */
function rollBackAutomatically(
  db: Db,
  canaryId: number,
  name: string,
  figures: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const canary = await repo.findCanaryForUpdate(trx, name);
    if (canary?.id !== canaryId) return false;
    await repo.deleteCanary(trx, canary.id);
    await withdraw(trx, canary, 'system');
    await record(trx, {
      name,
      version: canary.version,
      event: 'canary-rolled-back-automatically',
      canary_id: canary.id,
      share: canary.share,
      tenant_ids: canary.tenant_ids,
      details: { ...figures, since: canary.started_at.toISOString() },
      actor: 'system',
    });
    return true;
  });
}

/** Judges every running canary; the rollbacks this call recorded. */
export async function evaluateCanaries(db: Db, now: Date): Promise<AutomaticRollback[]> {
  const rolledBack: AutomaticRollback[] = [];
  for (const canary of await repo.listCanaries(db)) {
    const stable = await releasesRepo.findActiveVersion(db, canary.name);
    if (!stable) continue;
    const figures = await figuresOf(db, canary, stable, now);
    if (!shouldRollBack(figures)) continue;
    if (await rollBackAutomatically(db, canary.id, canary.name, { stable, ...figures }))
      rolledBack.push({ name: canary.name, version: canary.version, stable, figures });
  }
  return rolledBack;
}

export interface CanaryWatchOptions {
  everyMs: number;
  now: () => Date;
  onRollback: (rollback: AutomaticRollback) => void;
  onError: (error: unknown) => void;
}

/** Judges the canaries now and then every `everyMs` until stopped (the stop awaits a run). */
export function startCanaryWatch(db: Db, options: CanaryWatchOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= evaluateCanaries(db, options.now())
      .then((rollbacks) => rollbacks.forEach(options.onRollback))
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
