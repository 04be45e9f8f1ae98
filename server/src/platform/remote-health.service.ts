// Health of the remotes in real browsers: the host reports each stage of loading a release
// (remote-health.ts of @crm/shared); this keeps them as counts per release, UTC minute, stage and
// outcome, and answers how a release has fared over a window. Reports of a release that is not
// registered are ignored: a browser may run a dev server or a deleted release, and counting
// them would let anyone add rows for made-up versions. Nothing identifies a browser: the
// rollout id is not stored, and no tenant either (releases are host-wide).
import {
  REMOTE_HEALTH_FINAL_STAGE,
  REMOTE_HEALTH_STAGES,
  type RemoteHealthEvent,
  type RemoteHealthOutcome,
  type RemoteHealthStage,
} from '@crm/shared/platform';
import type { Db } from '../db/database';
import * as repo from './remote-health.repository';

const MINUTE_MS = 60_000;
/** How long the minute counts are kept. */
export const HEALTH_RETENTION_DAYS = 30;
export const HEALTH_RETENTION_MS = HEALTH_RETENTION_DAYS * 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;

export interface HealthCount {
  remote: string;
  version: string;
  stage: RemoteHealthStage;
  outcome: RemoteHealthOutcome;
  count: number;
}

export interface RecordedHealth {
  /** The stored counts (the events of registered releases, added up). */
  accepted: HealthCount[];
  /** Events of releases that are not registered. */
  ignored: number;
}

const startOfMinute = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
const releaseKey = (remote: string, version: string) => `${remote}@${version}`;

function addUp(events: readonly RemoteHealthEvent[]): HealthCount[] {
  const counts = new Map<string, HealthCount>();
  for (const { remote, version, stage, outcome } of events) {
    const key = [remote, version, stage, outcome].join(' ');
    const count = counts.get(key);
    if (count) count.count += 1;
    else counts.set(key, { remote, version, stage, outcome, count: 1 });
  }
  return [...counts.values()];
}

/** Adds a report's events to the counts of the minute `at`. */
export async function recordRemoteHealth(
  db: Db,
  events: readonly RemoteHealthEvent[],
  at: Date,
): Promise<RecordedHealth> {
  const counts = addUp(events);
  const asked = new Map(counts.map((c) => [releaseKey(c.remote, c.version), c]));
  const registered = await repo.findRegisteredReleases(
    db,
    [...asked.values()].map((c) => ({ name: c.remote, version: c.version })),
  );
  const known = new Set(registered.map((release) => releaseKey(release.name, release.version)));
  const accepted = counts.filter((c) => known.has(releaseKey(c.remote, c.version)));
  const minute = startOfMinute(at);
  await repo.addHealthCounts(
    db,
    accepted.map((c) => ({
      name: c.remote,
      version: c.version,
      minute,
      stage: c.stage,
      outcome: c.outcome,
      count: c.count,
    })),
  );
  const stored = accepted.reduce((sum, c) => sum + c.count, 0);
  return { accepted, ignored: events.length - stored };
}

/**
 * `recordRemoteHealth` with the clock's time, which also drops counts older than the retention
 * period and expired claims (health-admission.ts), at most once an hour per process.
 */
export function remoteHealthRecorder(db: Db, now: () => Date) {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return async (events: readonly RemoteHealthEvent[]): Promise<RecordedHealth> => {
    const at = now();
    const recorded = await recordRemoteHealth(db, events, at);
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await repo.deleteHealthCountsBefore(db, new Date(at.getTime() - HEALTH_RETENTION_MS));
      await repo.deleteClaimsExpiredBefore(db, at);
    }
    return recorded;
  };
}

export interface ReleaseHealth {
  remote: string;
  version: string;
  /** The first and the last minute counted. */
  since: Date;
  until: Date;
  /** Loads whose first page mounted. */
  succeeded: number;
  /** Loads that stopped at one of the stages. */
  failed: number;
  /** `succeeded + failed`: the loads whose outcome is known. */
  outcomes: number;
  /** `failed / outcomes`, or null without outcomes. */
  failureRate: number | null;
  /** Each stage's counts. */
  stages: Record<RemoteHealthStage, Record<RemoteHealthOutcome, number>>;
}

/**
 * How a release has fared in the minutes from `since` to `until` (both included; counts are kept
 * per minute, so the minute `since` falls in counts whole). A load's outcome is its first page
 * mounted (`ok` at the final stage) or a failure at any stage; `ok` at an earlier stage is only a
 * step on the way and is not an outcome.
 */
export async function releaseHealth(
  db: Db,
  release: { remote: string; version: string },
  window: { since: Date; until: Date },
): Promise<ReleaseHealth> {
  const since = startOfMinute(window.since);
  const counts = await repo.sumHealthCounts(
    db,
    { name: release.remote, version: release.version },
    { since, until: window.until },
  );
  const stages = Object.fromEntries(
    REMOTE_HEALTH_STAGES.map((stage) => [stage, { ok: 0, failed: 0 }]),
  ) as ReleaseHealth['stages'];
  for (const { stage, outcome, count } of counts) {
    // A stage or outcome this version does not know (written by a newer one) is left out.
    const counted = stages[stage] as Record<string, number> | undefined;
    if (counted && outcome in counted) counted[outcome] = (counted[outcome] ?? 0) + count;
  }
  const succeeded = stages[REMOTE_HEALTH_FINAL_STAGE].ok;
  const failed = REMOTE_HEALTH_STAGES.reduce((sum, stage) => sum + stages[stage].failed, 0);
  const outcomes = succeeded + failed;
  return {
    ...release,
    since,
    until: window.until,
    succeeded,
    failed,
    outcomes,
    failureRate: outcomes === 0 ? null : failed / outcomes,
    stages,
  };
}
