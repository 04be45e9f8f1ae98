// DPoP proofs for API requests (RFC 9449 §4.2, §7.1): `htm`, `htu` (the URL without query and
// fragment), `iat`, a fresh `jti` and `ath` (the access token's SHA-256), signed ES256 by the
// sign-in's key. oidc-client-ts makes the token endpoint's proofs (OidcClient.getDpopProof);
// its proof for any other URL comes only with its UserManager, which this page does not use
// (its navigators and session monitor would add about 7 kB of gzipped script to every page), so
// these few lines do that with WebCrypto.
import type { SignInKey } from './dpop-keys';

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));

let hashed: { token: string; ath: Promise<string> } | undefined;

/** base64url(SHA-256(token)), computed once per access token. */
function accessTokenHash(token: string): Promise<string> {
  if (hashed?.token !== token) {
    const ath = crypto.subtle
      .digest('SHA-256', encoder.encode(token))
      .then((digest) => base64url(new Uint8Array(digest)));
    hashed = { token, ath };
  }
  return hashed.ath;
}

export function htuOf(url: string): string {
  const target = new URL(url);
  target.search = '';
  target.hash = '';
  return target.href;
}

export async function signResourceProof(
  key: SignInKey,
  request: { method: string; url: string; accessToken: string; nowSeconds: number },
): Promise<string> {
  const header = encodeJson({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk });
  const payload = encodeJson({
    jti: crypto.randomUUID(),
    htm: request.method.toUpperCase(),
    htu: htuOf(request.url),
    iat: request.nowSeconds,
    ath: await accessTokenHash(request.accessToken),
  });
  // WebCrypto's ECDSA signature is r‖s, the form JWS wants (RFC 7518 §3.4).
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.keys.privateKey,
    encoder.encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${base64url(new Uint8Array(signature))}`;
}
