// What one provider request read ahead or put off, so that a refresh costs two statements.
// 1. Read ahead: a refresh reads its refresh token, then the token's sign-in session (by uid)
//    and its grant, one after another; the SQL store reads all three in one statement and parks
//    the other two here for the lookups that follow. A parked artifact serves one lookup, and
//    any write in the request drops what is parked; a later lookup reads the store again.
// 2. Put off: a refresh consumes its refresh token, then stores the new one; the consumption
//    waits here and is done with the store, in one statement (both or neither). Should the
//    request fail between the two, the old token is left unconsumed, and no new one was issued.
// Entries belong to the request (keyed by its context, gone with it): no other request or
// replica can see a stale artifact.
import Provider, { type AdapterPayload } from 'oidc-provider';

type Parked = Map<string, AdapterPayload | undefined>;

const byRequest = new WeakMap<object, Parked>();
const deferredConsumption = new WeakMap<object, string>();

const slot = (model: string, key: string) => `${model}\u0000${key}`;

/** Parks `payload` (undefined: known to be absent) for the current request's next lookup. */
export function park(model: string, key: string, payload: AdapterPayload | undefined): void {
  const ctx = Provider.ctx;
  if (!ctx) return;
  let parked = byRequest.get(ctx);
  if (!parked) byRequest.set(ctx, (parked = new Map()));
  parked.set(slot(model, key), payload);
}

/** Drops what the current request parked (it has written, so they may be out of date). */
export function forgetParked(): void {
  const ctx = Provider.ctx;
  if (ctx) byRequest.delete(ctx);
}

/** The parked artifact, once; `{ found: false }` when none was parked for this lookup. */
export function takeParked(
  model: string,
  key: string,
): { found: true; payload: AdapterPayload | undefined } | { found: false } {
  const ctx = Provider.ctx;
  const parked = ctx && byRequest.get(ctx);
  const name = slot(model, key);
  if (!parked?.has(name)) return { found: false };
  const payload = parked.get(name);
  parked.delete(name);
  return { found: true, payload };
}

/** Puts off consuming refresh token `id` until its successor is stored; false outside a refresh. */
export function deferConsumption(id: string): boolean {
  const ctx = Provider.ctx;
  const oidc = ctx?.oidc;
  if (!ctx || oidc?.route !== 'token' || oidc.params?.grant_type !== 'refresh_token') return false;
  if (deferredConsumption.has(ctx)) return false;
  deferredConsumption.set(ctx, id);
  return true;
}

/** The refresh token whose consumption was put off in this request, once. */
export function takeDeferredConsumption(): string | undefined {
  const ctx = Provider.ctx;
  if (!ctx) return undefined;
  const id = deferredConsumption.get(ctx);
  deferredConsumption.delete(ctx);
  return id;
}
