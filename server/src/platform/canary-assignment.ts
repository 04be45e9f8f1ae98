// Which browsers a canary reaches. Each browser keeps one random rollout id, before and after
// sign-in; the id, the remote and the canary's id hash to a bucket 0–9999, and the browser is
// in the canary when its bucket is below the share (in hundredths of a percent). So the same id
// always gets the same answer while the share holds, raising the share only adds browsers, and a
// new canary draws anew. A canary that lists tenants reaches its share of those tenants'
// browsers and nobody else (share AND tenants; 100 % = all of them).
import { createHash } from 'node:crypto';

export const BUCKETS = 10_000;

export function rolloutBucket(rolloutId: string, remote: string, canaryId: number): number {
  const digest = createHash('sha256').update(`${remote}\0${canaryId}\0${rolloutId}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

export interface CanaryReach {
  id: number;
  name: string;
  /** Percent of the browsers in reach (all, or the listed tenants'), 0–100. */
  share: number;
  tenantIds: readonly string[];
}

export function inCanary(
  canary: CanaryReach,
  browser: { rolloutId: string | undefined; tenantId: string | undefined },
): boolean {
  const inTenants =
    canary.tenantIds.length === 0 ||
    (browser.tenantId !== undefined && canary.tenantIds.includes(browser.tenantId));
  if (!inTenants || canary.share <= 0) return false;
  if (canary.share >= 100) return true;
  if (browser.rolloutId === undefined) return false;
  return rolloutBucket(browser.rolloutId, canary.name, canary.id) < canary.share * (BUCKETS / 100);
}
