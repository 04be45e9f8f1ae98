// A duplicated browser tab starts with a copy of its twin's sessionStorage, so both hold the same
// refresh token — which rotates on every use. The second use would be refresh-token reuse, and
// the provider then revokes the grant for both tabs. So the tab that renews leaves the new tokens
// here for a few minutes, under a fingerprint of the refresh token it spent; a tab about to spend
// the same token (it takes the same cross-tab lock first) adopts them instead.
import type { TokenSet } from './token-storage';

const HANDOFF_KEY = 'crm.refreshHandoff';
/** Long enough for a twin's renewal a minute apart, or a background tab's late timer. */
export const HANDOFF_LIFETIME_MS = 10 * 60 * 1000;

interface Handoff {
  spent: string;
  tokens: TokenSet;
  until: number;
}

/** FNV-1a: the handoff only needs to recognise a token, not to hide one already spent. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${token.length}:${hash.toString(16)}`;
}

export function leaveHandoff(spentRefreshToken: string, tokens: TokenSet, now = Date.now()): void {
  const handoff: Handoff = {
    spent: fingerprint(spentRefreshToken),
    tokens,
    until: now + HANDOFF_LIFETIME_MS,
  };
  localStorage.setItem(HANDOFF_KEY, JSON.stringify(handoff));
}

/** The tokens a twin tab got for this refresh token, if it renewed it lately. */
export function takeHandoff(refreshToken: string, now = Date.now()): TokenSet | undefined {
  const raw = localStorage.getItem(HANDOFF_KEY);
  if (!raw) return undefined;
  try {
    const handoff = JSON.parse(raw) as Handoff;
    if (handoff.until < now) {
      clearHandoff();
      return undefined;
    }
    return handoff.spent === fingerprint(refreshToken) ? handoff.tokens : undefined;
  } catch {
    clearHandoff();
    return undefined;
  }
}

export function clearHandoff(): void {
  localStorage.removeItem(HANDOFF_KEY);
}
