// Access tokens already verified, so that each is checked once, not on every request: keyed
// by the token's SHA-256 (the token itself is never kept; the same hash is the `ath` a DPoP
// proof names, so a request hashes its token once), each entry dropped at the token's
// expiry. A token is only as good as its signature and claims, which do not change, so no
// database change retires an entry; the session and the user behind it are checked per
// request (identity/current-user.ts). A full cache drops its oldest entry.
import { decodeJwt } from 'jose';
import type { Principal } from './access-token';

const MAX_ENTRIES = 50_000;

interface Entry {
  principal: Principal;
  expiresAtMs: number;
}

export class VerifiedTokens {
  private readonly entries = new Map<string, Entry>();

  async verify(
    token: string,
    /** The token's SHA-256 (dpop-proof.ts `accessTokenHash`). */
    key: string,
    verify: (token: string) => Promise<Principal>,
    nowMs = Date.now(),
  ): Promise<Principal> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > nowMs) return hit.principal;
    if (hit) this.entries.delete(key);
    const principal = await verify(token);
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') {
      this.entries.set(key, { principal, expiresAtMs: exp * 1000 });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return principal;
  }
}
