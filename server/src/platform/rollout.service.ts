// Promotions, canaries and rollbacks of a remote, each recorded in the rollout history with who
// did it. A promotion without a share or tenants (or with 100 %) makes the release active for
// everyone, completing a canary of it; with a share or tenants it starts a canary, or raises the
// running one (shares only grow, tenants are only added). Thresholds of the automatic rollback
// (canary-watch.ts) may come with either, or alone to change the running canary's. A rollback
// ends a running canary, or else re-activates the release active before the current one.
import type { Db } from '../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-error';
import { findTenantByIdOrName } from '../tenancy/tenants.repository';
import type { Actor } from './actor';
import * as releasesRepo from './releases.repository';
import { assertKnownRemote } from './remote-names';
import * as repo from './rollout.repository';
import type { RemoteRolloutEventTable } from './rollout.tables';
import { tenantRefs, type TenantRef } from './tenant-refs';

export interface PromoteInput {
  version: string;
  /** Percent of browsers; absent (with no tenants) or 100: every browser. */
  canary?: number | undefined;
  /** Names or ids of the tenants whose every browser gets the canary. */
  tenants?: string[] | undefined;
  /** When the canary rolls itself back (canary-verdict.ts); kept ones (or defaults) if absent. */
  minOutcomes?: number | undefined;
  maxFailurePercent?: number | undefined;
  marginPoints?: number | undefined;
}

type Thresholds = Partial<repo.CanaryThresholds>;

/** The thresholds given, as columns (none given: an empty object). */
function thresholdsOf(input: PromoteInput): Thresholds {
  return Object.fromEntries(
    Object.entries({
      min_outcomes: input.minOutcomes,
      max_failure_percent: input.maxFailurePercent,
      margin_points: input.marginPoints,
    }).filter(([, value]) => value !== undefined),
  );
}

const changes = (canary: repo.CanaryRow, thresholds: Thresholds) =>
  Object.entries(thresholds).some(
    ([column, value]) => canary[column as keyof Thresholds] !== value,
  );

export interface PromoteResult {
  name: string;
  version: string;
  /** Present while the version is a canary. */
  canary?: { share: number; tenants: TenantRef[] };
}

type Outcome = { name: string; version: string; canary?: { share: number; tenantIds: string[] } };

type EventInput = Omit<RemoteRolloutEventTable, 'id' | 'at' | 'tenant_ids' | 'details'> & {
  tenant_ids?: string[] | null;
  details?: Record<string, unknown> | null;
};

async function record(db: Db, event: EventInput): Promise<void> {
  await repo.insertRolloutEvent(db, {
    ...event,
    tenant_ids: event.tenant_ids ? JSON.stringify(event.tenant_ids) : null,
    details: event.details ? JSON.stringify(event.details) : null,
  });
}

async function resolveTenantIds(db: Db, keys: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const key of keys) {
    const tenant = await findTenantByIdOrName(db, key);
    if (!tenant || !tenant.is_active) throw new BadRequestError('Platform:UnknownTenant', [key]);
    if (!ids.includes(tenant.id)) ids.push(tenant.id);
  }
  return ids;
}

async function complete(db: Db, name: string, version: string, actor: Actor) {
  const canary = await repo.findCanaryForUpdate(db, name);
  if (canary && canary.version !== version)
    throw new ConflictError('Platform:CanaryRunning', [name, canary.version]);
  await releasesRepo.activateRelease(db, name, version);
  if (!canary)
    return record(db, { name, version, event: 'promoted', canary_id: null, share: null, actor });
  await repo.deleteCanary(db, canary.id);
  await record(db, {
    name,
    version,
    event: 'canary-completed',
    canary_id: canary.id,
    share: canary.share,
    tenant_ids: canary.tenant_ids,
    actor,
  });
}

async function startCanary(
  db: Db,
  name: string,
  version: string,
  reach: { share: number; tenantIds: string[] },
  thresholds: Thresholds,
  actor: Actor,
): Promise<Outcome> {
  if (reach.share === 0 && reach.tenantIds.length === 0)
    throw new BadRequestError('Platform:CanaryReachesNobody', [name, version]);
  const started = await repo.insertCanary(db, {
    name,
    version,
    share: reach.share,
    tenant_ids: JSON.stringify(reach.tenantIds),
    started_by: actor,
    updated_by: actor,
    ...thresholds,
  });
  if (!started) throw new ConflictError('Platform:CanaryRunning', [name, version]);
  const { id, share, tenant_ids } = started;
  await record(db, {
    name,
    version,
    event: 'canary-started',
    canary_id: id,
    share,
    tenant_ids,
    details: {
      minOutcomes: started.min_outcomes,
      maxFailurePercent: started.max_failure_percent,
      marginPoints: started.margin_points,
    },
    actor,
  });
  return { name, version, canary: { share, tenantIds: tenant_ids } };
}

async function startOrRaise(
  db: Db,
  name: string,
  version: string,
  change: { share: number | undefined; tenantIds: string[]; thresholds: Thresholds },
  actor: Actor,
): Promise<Outcome> {
  const active = await releasesRepo.findActiveVersion(db, name);
  if (!active) throw new ConflictError('Platform:NoActiveRelease', [name]);
  if (active === version) throw new ConflictError('Platform:CanaryIsActive', [name, version]);
  const canary = await repo.findCanaryForUpdate(db, name);
  if (!canary)
    return startCanary(
      db,
      name,
      version,
      { share: change.share ?? 0, tenantIds: change.tenantIds },
      change.thresholds,
      actor,
    );
  if (canary.version !== version)
    throw new ConflictError('Platform:CanaryRunning', [name, canary.version]);
  const share = change.share ?? canary.share;
  if (share < canary.share)
    throw new BadRequestError('Platform:CanaryShareLower', [name, canary.share, share]);
  const tenantIds = [...new Set([...canary.tenant_ids, ...change.tenantIds])];
  const sameReach = share === canary.share && tenantIds.length === canary.tenant_ids.length;
  if (sameReach && !changes(canary, change.thresholds))
    return { name, version, canary: { share, tenantIds } };
  const raised = await repo.updateCanary(db, canary.id, {
    share,
    tenant_ids: tenantIds,
    updated_by: actor,
    ...change.thresholds,
  });
  await record(db, {
    name,
    version,
    event: 'canary-raised',
    canary_id: raised.id,
    share,
    tenant_ids: tenantIds,
    details: {
      fromShare: canary.share,
      fromTenantIds: canary.tenant_ids,
      minOutcomes: raised.min_outcomes,
      maxFailurePercent: raised.max_failure_percent,
      marginPoints: raised.margin_points,
    },
    actor,
  });
  return { name, version, canary: { share, tenantIds } };
}

export async function promote(
  db: Db,
  name: string,
  input: PromoteInput,
  actor: Actor,
): Promise<PromoteResult> {
  assertKnownRemote(name);
  const { version } = input;
  if (!(await releasesRepo.findRelease(db, name, version)))
    throw new NotFoundError('Platform:ReleaseNotFound', [name, version]);
  const tenantIds = await resolveTenantIds(db, input.tenants ?? []);
  const thresholds = thresholdsOf(input);
  // Thresholds alone change the running canary; they never complete it.
  const onlyVersion = tenantIds.length === 0 && Object.keys(thresholds).length === 0;
  const everyone = input.canary === 100 || (input.canary === undefined && onlyVersion);
  const outcome: Outcome = await db.transaction().execute(async (trx) => {
    if (!everyone)
      return startOrRaise(
        trx,
        name,
        version,
        { share: input.canary, tenantIds, thresholds },
        actor,
      );
    await complete(trx, name, version, actor);
    return { name, version };
  });
  if (!outcome.canary) return { name, version };
  const { share, tenantIds: ids } = outcome.canary;
  return { name, version, canary: { share, tenants: await tenantRefs(db, ids) } };
}

async function abortIn(db: Db, canary: repo.CanaryRow, actor: Actor): Promise<void> {
  await repo.deleteCanary(db, canary.id);
  await record(db, {
    name: canary.name,
    version: canary.version,
    event: 'canary-aborted',
    canary_id: canary.id,
    share: canary.share,
    tenant_ids: canary.tenant_ids,
    actor,
  });
}

/** Ends the remote's canary; the answer names the version everyone gets again. */
export async function abortCanary(
  db: Db,
  name: string,
  actor: Actor,
): Promise<{ name: string; version: string; aborted: string }> {
  assertKnownRemote(name);
  return db.transaction().execute(async (trx) => {
    const canary = await repo.findCanaryForUpdate(trx, name);
    if (!canary) throw new ConflictError('Platform:NoCanary', [name]);
    await abortIn(trx, canary, actor);
    const version = (await releasesRepo.findActiveVersion(trx, name))!;
    return { name, version, aborted: canary.version };
  });
}

/**
 * Ends the running canary, or else re-activates the release that was active before the current
 * one; the answer names the version everyone gets now (and the canary ended, if one was).
 */
export async function rollback(
  db: Db,
  name: string,
  actor: Actor,
): Promise<{ name: string; version: string; aborted?: string }> {
  assertKnownRemote(name);
  return db.transaction().execute(async (trx) => {
    const canary = await repo.findCanaryForUpdate(trx, name);
    const current = await releasesRepo.findActiveVersion(trx, name);
    if (canary) {
      await abortIn(trx, canary, actor);
      return { name, version: current!, aborted: canary.version };
    }
    const previous = current && (await releasesRepo.findPreviousVersion(trx, name, current));
    if (!previous) throw new ConflictError('Platform:NoPreviousRelease', [name]);
    await releasesRepo.activateRelease(trx, name, previous);
    await record(trx, {
      name,
      version: previous,
      event: 'rolled-back',
      canary_id: null,
      share: null,
      details: { from: current },
      actor,
    });
    return { name, version: previous };
  });
}

/** Records a registration (the upload itself is releases.service.ts's). */
export function recordRelease(
  db: Db,
  release: { name: string; version: string; details: Record<string, unknown> | null },
  actor: Actor,
): Promise<void> {
  return record(db, { ...release, event: 'released', canary_id: null, share: null, actor });
}
