// Promotions, canaries and rollbacks of a remote, each recorded in the rollout history with who
// did it. A promotion without a share or tenants (or with 100 % and no tenants) makes the release
// active for everyone, completing a canary of it; with a share or tenants it starts a canary, or
// raises the running one (shares only grow, tenants are only added). A canary's share is of the
// browsers in its reach: every browser, or those of its tenants (tenants alone: all of theirs). Thresholds of the automatic rollback
// (canary-watch.ts) may come with either, or alone to change the running canary's. A rollback
// ends the running canary and withdraws its release (a person's rollback or abort, or the
// server's, canary-watch.ts); without a canary it is refused. A withdrawn release is promoted
// again only with `force`, which only an operator may give (the routes check), and the history
// records that it was reinstated.
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
  /** Promote a withdrawn release again (an operator's decision, recorded). */
  force?: boolean | undefined;
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

/** Adds an event to the remote's rollout history. */
export async function record(db: Db, event: EventInput): Promise<void> {
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
  if (reach.share === 0) throw new BadRequestError('Platform:CanaryReachesNobody', [name, version]);
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
      {
        share: change.share ?? (change.tenantIds.length > 0 ? 100 : 0),
        tenantIds: change.tenantIds,
      },
      change.thresholds,
      actor,
    );
  if (canary.version !== version)
    throw new ConflictError('Platform:CanaryRunning', [name, canary.version]);
  const share = change.share ?? canary.share;
  if (share < canary.share)
    throw new BadRequestError('Platform:CanaryShareLower', [name, canary.share, share]);
  // A canary without tenants reaches every tenant: naming some now would take browsers out.
  if (canary.tenant_ids.length === 0 && change.tenantIds.length > 0)
    throw new BadRequestError('Platform:CanaryTenantsNarrow', [name]);
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
  const release = await releasesRepo.findRelease(db, name, version);
  if (!release) throw new NotFoundError('Platform:ReleaseNotFound', [name, version]);
  if (release.withdrawn_at && !input.force)
    throw new ConflictError('Platform:ReleaseWithdrawn', [name, version]);
  const tenantIds = await resolveTenantIds(db, input.tenants ?? []);
  const thresholds = thresholdsOf(input);
  // Thresholds alone change the running canary; they never complete it.
  const onlyVersion = tenantIds.length === 0 && Object.keys(thresholds).length === 0;
  // 100 % of some tenants is still a canary; of every browser, the release for everyone.
  const everyone =
    (input.canary === 100 && tenantIds.length === 0) || (input.canary === undefined && onlyVersion);
  const outcome: Outcome = await db.transaction().execute(async (trx) => {
    if (release.withdrawn_at) await reinstate(trx, release, actor);
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

/** A withdrawn release may be promoted again: the history says who decided so. */
async function reinstate(db: Db, release: releasesRepo.ReleaseRow, actor: Actor): Promise<void> {
  await releasesRepo.setWithdrawn(db, release.name, release.version, null);
  await record(db, {
    name: release.name,
    version: release.version,
    event: 'reinstated',
    canary_id: null,
    share: null,
    details: {
      withdrawnAt: release.withdrawn_at!.toISOString(),
      withdrawnBy: release.withdrawn_by,
    },
    actor,
  });
}

/** A canary's release rolled back: promoting it again takes an operator's --force. */
export function withdraw(db: Db, canary: repo.CanaryRow, actor: Actor): Promise<void> {
  return releasesRepo.setWithdrawn(db, canary.name, canary.version, actor);
}

async function abortIn(db: Db, canary: repo.CanaryRow, actor: Actor): Promise<void> {
  await repo.deleteCanary(db, canary.id);
  await withdraw(db, canary, actor);
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
 * Ends the running canary (withdrawing its release); the answer names the version everyone gets.
 * Without a canary it is refused and changes nothing: the release before the active one may be
 * one that was withdrawn, and an operator names the version to return to instead (promote).
 */
export async function rollback(
  db: Db,
  name: string,
  actor: Actor,
): Promise<{ name: string; version: string; aborted: string }> {
  return abortCanary(db, name, actor);
}

/** Records a registration (the upload itself is releases.service.ts's). */
export function recordRelease(
  db: Db,
  release: { name: string; version: string; details: Record<string, unknown> | null },
  actor: Actor,
): Promise<void> {
  return record(db, { ...release, event: 'released', canary_id: null, share: null, actor });
}
