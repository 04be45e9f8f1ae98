// A refresh token never outlives the first one of its chain: the user signs in again 14 days
// after signing in, however often the token rotated. oidc-provider copies `iiat` (the chain's
// first issue, epoch seconds) unchanged into every rotated token, and sets it to the issue time
// on the first, so the lifetime left is read from the token itself, never from the request the
// provider happens to be answering. It fails closed: a token whose chain start is unknown, or
// whose chain has ended, is refused (`invalid_grant`), never given a fresh 14 days.
import { errors } from 'oidc-provider';

export const SIGN_IN_LIFETIME = 14 * 24 * 3600;

interface ChainedToken {
  iiat?: unknown;
}

export function refreshTokenTtl(
  _ctx: unknown,
  token: ChainedToken | undefined,
  now = Math.floor(Date.now() / 1000),
): number {
  const chainStart = token?.iiat;
  if (typeof chainStart !== 'number' || !Number.isSafeInteger(chainStart))
    throw new errors.InvalidGrant('refresh token chain start unknown');
  const remaining = Math.min(chainStart + SIGN_IN_LIFETIME - now, SIGN_IN_LIFETIME);
  if (remaining <= 0) throw new errors.InvalidGrant('refresh token chain has ended');
  return remaining;
}
