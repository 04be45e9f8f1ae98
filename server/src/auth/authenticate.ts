// Who makes a request: its access token, verified (once per token, verified-tokens.ts), and for
// a token bound to a DPoP key this request's proof of possession (sender-constraint.ts). Null
// without a token; a token that fails either check throws (a JOSE error, or a
// SenderConstraintError carrying the DPoP challenge).
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { presentedToken, verifyAccessToken, type Principal } from './access-token';
import { accessTokenHash } from './dpop-proof';
import { checkSenderConstraint } from './sender-constraint';

export async function authenticate(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<Principal | null> {
  const presented = presentedToken(request.headers.authorization);
  if (!presented) return null;
  const hashed = { ...presented, hash: accessTokenHash(presented.token) };
  const principal = await deps.caches.tokens.verify(presented.token, hashed.hash, (text) =>
    verifyAccessToken(text, deps.keys.verifyKey, deps.origin()),
  );
  await checkSenderConstraint(deps, request, hashed, principal);
  return principal;
}
