// The DPoP proof of a password grant (RFC 9449 §5). The provider checks the proofs of its own
// grants; this grant is ours, so its proof goes through the API's checker (auth/dpop-proof.ts):
// made for a POST to the token endpoint, recent, its `jti` not used before. A grant without a
// proof gets bearer tokens, as a client that cannot keep a key does.
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../app-deps';
import { InvalidProofError, normalizeHtu, verifyDpopProof } from '../auth/dpop-proof';
import { firstUse } from '../auth/sender-constraint';

/** The thumbprint of the key the grant's tokens are bound to, or undefined without a proof. */
export async function passwordGrantKey(
  deps: Pick<AppDeps, 'ephemeral'>,
  ctx: KoaContextWithOIDC,
): Promise<string | undefined> {
  const proof = ctx.get('DPoP');
  if (!proof) return undefined;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const tokenEndpoint = normalizeHtu(ctx.oidc.urlFor('token'));
  let verified;
  try {
    verified = await verifyDpopProof(proof, {
      method: ctx.method,
      urls: tokenEndpoint ? [tokenEndpoint] : [],
      nowSeconds,
    });
  } catch (error) {
    if (error instanceof InvalidProofError) throw new errors.InvalidDpopProof(error.message);
    throw error;
  }
  if (!(await firstUse(deps, verified.jkt, verified.jti, verified.acceptableUntil - nowSeconds)))
    throw new errors.InvalidDpopProof('DPoP proof JWT replay detected');
  return verified.jkt;
}
