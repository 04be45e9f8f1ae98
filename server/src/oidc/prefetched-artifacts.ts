// Artifacts read ahead within one provider request. A refresh reads its refresh token, then the
// token's sign-in session (by uid) and its grant, one after another; the SQL store reads all
// three in one statement and parks the other two here for the lookups that follow. An entry
// belongs to the request that read it (keyed by its context, gone with it) and serves one
// lookup: a later one in the same request reads the store again. Nothing outlives the request,
// so no other request or replica can see a stale artifact.
import Provider, { type AdapterPayload } from 'oidc-provider';

type Parked = Map<string, AdapterPayload | undefined>;

const byRequest = new WeakMap<object, Parked>();

const slot = (model: string, key: string) => `${model}\u0000${key}`;

/** Parks `payload` (undefined: known to be absent) for the current request's next lookup. */
export function park(model: string, key: string, payload: AdapterPayload | undefined): void {
  const ctx = Provider.ctx;
  if (!ctx) return;
  let parked = byRequest.get(ctx);
  if (!parked) byRequest.set(ctx, (parked = new Map()));
  parked.set(slot(model, key), payload);
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
