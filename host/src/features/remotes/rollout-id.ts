// Who asks for the runtime manifest, for the server's choice of canaries: the browser's rollout
// id and the session tenant. The id is random, kept in localStorage so that the browser keeps
// its answer across page loads; once a user has signed in it is their user id (the access
// token's subject), so that they get the same answer in every browser, and it stays so here.
import { getSessionTenant, TOKEN_ITEMS } from '@crm/shared';

export const ROLLOUT_ID_KEY = 'crm.rolloutId';
const VALID_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface RolloutContext {
  rolloutId: string;
  tenantId: string | undefined;
}

/** The subject of a JWT access token; undefined for anything else. Unverified: it only sorts. */
function subjectOf(token: string | null): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' && VALID_ID.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  // getRandomValues, unlike randomUUID, works on plain-HTTP origins too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function rolloutId(local: Storage = localStorage, session: Storage = sessionStorage) {
  const kept = local.getItem(ROLLOUT_ID_KEY);
  const id = subjectOf(session.getItem(TOKEN_ITEMS.accessToken)) ?? kept;
  const valid = id && VALID_ID.test(id) ? id : randomId();
  if (valid !== kept) local.setItem(ROLLOUT_ID_KEY, valid);
  return valid;
}

export function rolloutContext(): RolloutContext {
  return { rolloutId: rolloutId(), tenantId: getSessionTenant()?.id };
}
