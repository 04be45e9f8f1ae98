// Who asks for the runtime manifest, for the server's choice of canaries: the browser's rollout
// id and the session tenant. The id is random, made once and kept in localStorage, and it is the
// same before sign-in, after it and after signing out: the sign-in callback's page load and every
// later one ask with it, so signing in never moves a browser to another release. (A user's id
// would follow them across devices, but the login page and the callback are loaded before the
// user is known, so the first page after sign-in would switch.)
import { getSessionTenant } from '@crm/shared';

export const ROLLOUT_ID_KEY = 'crm.rolloutId';
const VALID_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface RolloutContext {
  rolloutId: string;
  tenantId: string | undefined;
}

function randomId(): string {
  // getRandomValues, unlike randomUUID, works on plain-HTTP origins too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function rolloutId(local: Storage = localStorage) {
  const kept = local.getItem(ROLLOUT_ID_KEY);
  if (kept && VALID_ID.test(kept)) return kept;
  const made = randomId();
  local.setItem(ROLLOUT_ID_KEY, made);
  return made;
}

export function rolloutContext(): RolloutContext {
  return { rolloutId: rolloutId(), tenantId: getSessionTenant()?.id };
}
