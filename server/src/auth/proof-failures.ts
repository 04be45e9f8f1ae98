// RFC 9449 §11.1 leaves the cost of checking proofs to the server: someone holding a stolen
// token can send a proof by a fresh key with every request, and each would cost a signature
// check. So failed proofs are counted per client address with the credential rate limit's
// counters (web/rate-limit.ts: memory, or Redis shared by the replicas), and an address over
// its limit has its proofs refused (429) unread, before any parsing or signature check, until
// the minute ends (a good proof from the same address too: it cannot be told apart unchecked).
// Only failures are counted, so a good request never waits on the store; each replica learns
// of the block at its next failure from that address, so all of them together check at most
// the limit plus one proof per replica a minute.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { EphemeralStore } from '../web/ephemeral-store';
import { RATE_LIMIT_WINDOW_SECONDS, takeKeyedAttempt, tooManyRequests } from '../web/rate-limit';

const BUCKET = 'dpop-failure';
const MAX_BLOCKED = 10_000;

/**
 * Addresses over their limit in this process, each until its window ends (ms), per store the
 * failures are counted in (one per app).
 */
const blockedByStore = new WeakMap<EphemeralStore, Map<string, number>>();

function blockedIn(store: EphemeralStore): Map<string, number> {
  let blocked = blockedByStore.get(store);
  if (!blocked) blockedByStore.set(store, (blocked = new Map()));
  return blocked;
}

function windowEndMs(nowMs: number): number {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  return (Math.floor(nowMs / windowMs) + 1) * windowMs;
}

/** Throws the 429 when the request's address has failed too many proofs this minute. */
export function refuseBlockedAddress(
  deps: Pick<AppDeps, 'ephemeral'>,
  request: Pick<FastifyRequest, 'ip'>,
  nowMs = Date.now(),
): void {
  const blockedUntil = blockedIn(deps.ephemeral);
  const until = blockedUntil.get(request.ip);
  if (until === undefined) return;
  if (until > nowMs) throw tooManyRequests();
  blockedUntil.delete(request.ip);
}

/** Counts a failed proof of the request's address; past the limit, blocks the address here. */
export async function countProofFailure(
  deps: Pick<AppDeps, 'ephemeral' | 'config'>,
  request: Pick<FastifyRequest, 'ip'>,
  nowMs = Date.now(),
): Promise<void> {
  const limit = deps.config.dpopFailureLimit;
  if (await takeKeyedAttempt(deps.ephemeral, BUCKET, request.ip, limit)) return;
  const blockedUntil = blockedIn(deps.ephemeral);
  if (blockedUntil.size >= MAX_BLOCKED)
    for (const [address, until] of blockedUntil) if (until <= nowMs) blockedUntil.delete(address);
  if (blockedUntil.size < MAX_BLOCKED) blockedUntil.set(request.ip, windowEndMs(nowMs));
}
