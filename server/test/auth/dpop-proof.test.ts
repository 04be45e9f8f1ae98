// Each rule of RFC 9449 §4.3 that a DPoP proof must pass, one test each: a proof that breaks
// exactly that rule, and nothing else, is refused. Removing any one check lets its test fail.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { derToJose, joseToDer } from 'ecdsa-sig-formatter';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import {
  accessTokenHash,
  CLOCK_TOLERANCE_SECONDS,
  InvalidProofError,
  KeyBindingError,
  normalizeHtu,
  PROOF_WINDOW_SECONDS,
  verifyDpopProof,
  type ProofExpectation,
} from '../../src/auth/dpop-proof';

const URL_OF_REQUEST = 'http://localhost:3000/api/identity/users';
const ACCESS_TOKEN = 'an.access.token';
const NOW = 1_800_000_000;
const SLACK = PROOF_WINDOW_SECONDS + CLOCK_TOLERANCE_SECONDS;

interface ClientKey {
  privateKey: CryptoKey;
  jwk: JWK;
  jkt: string;
}

async function clientKey(alg = 'ES256'): Promise<ClientKey> {
  const pair = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(pair.publicKey);
  return { privateKey: pair.privateKey, jwk, jkt: await calculateJwkThumbprint(jwk) };
}

const ES256 = await clientKey();

interface ProofOptions {
  key?: ClientKey;
  alg?: string;
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
}

/** A proof of a GET to the users list with ACCESS_TOKEN, changed as the options say. */
function proof({ key = ES256, alg = 'ES256', header = {}, claims = {} }: ProofOptions = {}) {
  return new SignJWT({
    htm: 'GET',
    htu: URL_OF_REQUEST,
    iat: NOW,
    jti: randomUUID(),
    ath: accessTokenHash(ACCESS_TOKEN),
    ...claims,
  })
    .setProtectedHeader({ alg, typ: 'dpop+jwt', jwk: key.jwk, ...header } as never)
    .sign(key.privateKey);
}

const expected: ProofExpectation = {
  method: 'GET',
  urls: [URL_OF_REQUEST],
  ath: accessTokenHash(ACCESS_TOKEN),
  jkt: ES256.jkt,
  nowSeconds: NOW,
};

async function refusal(text: string | Promise<string>, expectation = expected) {
  const error = await verifyDpopProof(await text, expectation).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidProofError);
  return (error as InvalidProofError).reason;
}

describe('DPoP proof', () => {
  it('accepts a proof that keeps every rule, naming its key and how long it is acceptable', async () => {
    const verified = await verifyDpopProof(await proof(), expected);
    expect(verified.jkt).toBe(ES256.jkt);
    expect(verified.acceptableUntil).toBe(NOW + SLACK);
  });

  it('refuses a JWT whose typ is not dpop+jwt', async () => {
    expect(await refusal(proof({ header: { typ: 'JWT' } }))).toBe('typ is not dpop+jwt');
    expect(await refusal('not-a-jwt')).toBe('not a JWT');
  });

  it('refuses an algorithm outside the asymmetric ones the provider allows (RS256 here)', async () => {
    const rsa = await clientKey('RS256');
    const reason = await refusal(proof({ key: rsa, alg: 'RS256' }), { ...expected, jkt: rsa.jkt });
    expect(reason).toBe('signature or algorithm');
  });

  it('refuses a proof without a public key in its header', async () => {
    expect(await refusal(proof({ header: { jwk: undefined } }))).toBe(
      'the jwk is not a public key',
    );
  });

  it('refuses a jwk that carries its private key', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const withPrivate: ClientKey = {
      privateKey: pair.privateKey,
      jwk: privateJwk,
      jkt: await calculateJwkThumbprint(privateJwk),
    };
    const reason = await refusal(proof({ key: withPrivate }), {
      ...expected,
      jkt: withPrivate.jkt,
    });
    expect(reason).toBe('the jwk holds a private key');
  });

  it('refuses a symmetric key (its secret is in the header)', async () => {
    const secret = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
    const text = await new SignJWT({ htm: 'GET', htu: URL_OF_REQUEST, iat: NOW, jti: 'j' })
      .setProtectedHeader({
        alg: 'HS256',
        typ: 'dpop+jwt',
        jwk: { kty: 'oct', k: Buffer.from(secret).toString('base64url') },
      } as never)
      .sign(secret);
    expect(await refusal(text)).toBe('the jwk holds a private key');
  });

  it('refuses a signature by another key than the one in the header', async () => {
    const other = await clientKey();
    const forged: ClientKey = { ...other, jwk: ES256.jwk, jkt: ES256.jkt };
    expect(await refusal(proof({ key: forged }))).toBe('signature or algorithm');
  });

  it(`refuses an iat more than ${SLACK} s away from now, either way, and a missing one`, async () => {
    expect(await refusal(proof({ claims: { iat: NOW - SLACK - 1 } }))).toBe(
      'iat outside the window',
    );
    expect(await refusal(proof({ claims: { iat: NOW + SLACK + 1 } }))).toBe(
      'iat outside the window',
    );
    expect(await refusal(proof({ claims: { iat: undefined } }))).toBe('iat outside the window');
    await verifyDpopProof(await proof({ claims: { iat: NOW - SLACK } }), expected);
    await verifyDpopProof(await proof({ claims: { iat: NOW + SLACK } }), expected);
  });

  it('refuses a proof without a jti, or with one too long to remember', async () => {
    expect(await refusal(proof({ claims: { jti: undefined } }))).toBe('jti');
    expect(await refusal(proof({ claims: { jti: 'x'.repeat(201) } }))).toBe('jti');
  });

  it('refuses a proof made for another method (htm), compared exactly', async () => {
    expect(await refusal(proof({ claims: { htm: 'POST' } }))).toBe('htm');
    expect(await refusal(proof({ claims: { htm: 'get' } }))).toBe('htm');
  });

  it('refuses a proof made for another URL (htu), ignoring its query and fragment', async () => {
    expect(await refusal(proof({ claims: { htu: `${URL_OF_REQUEST}/other` } }))).toBe('htu');
    expect(
      await refusal(proof({ claims: { htu: 'https://localhost:3000/api/identity/users' } })),
    ).toBe('htu');
    expect(await refusal(proof({ claims: { htu: 'not a url' } }))).toBe('htu');
    expect(await refusal(proof({ claims: { htu: undefined } }))).toBe('htu');
    await verifyDpopProof(await proof({ claims: { htu: `${URL_OF_REQUEST}?a=1#top` } }), expected);
  });

  it('refuses a proof made for another access token (ath), or naming none', async () => {
    const other = accessTokenHash('another.access.token');
    expect(await refusal(proof({ claims: { ath: other } }))).toBe('ath');
    expect(await refusal(proof({ claims: { ath: undefined } }))).toBe('ath');
  });

  it("refuses a valid proof by another key than the token's (cnf.jkt) as a key-binding failure", async () => {
    const other = await clientKey();
    const error = await verifyDpopProof(await proof({ key: other }), expected).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(KeyBindingError);
  });

  it('checks neither ath nor the binding where there is no token yet (a token request)', async () => {
    const other = await clientKey();
    const verified = await verifyDpopProof(
      await proof({ key: other, claims: { ath: undefined } }),
      {
        method: 'GET',
        urls: [URL_OF_REQUEST],
        nowSeconds: NOW,
      },
    );
    expect(verified.jkt).toBe(other.jkt);
  });
});

/** The proof with the signature of another proof: a forgery of the same length. */
const withSignatureOf = (text: string, other: string) =>
  `${text.slice(0, text.lastIndexOf('.'))}${other.slice(other.lastIndexOf('.'))}`;

describe('DPoP proof: the cheap checks first, one signature check', () => {
  it('names the cheap rule a proof breaks, not its forged signature: no signature is checked', async () => {
    const forged = async (claims: Record<string, unknown>) =>
      refusal(withSignatureOf(await proof({ claims }), await proof()));
    expect(await forged({ iat: NOW - SLACK - 1 })).toBe('iat outside the window');
    expect(await forged({ jti: undefined })).toBe('jti');
    expect(await forged({ htm: 'POST' })).toBe('htm');
    expect(await forged({ htu: `${URL_OF_REQUEST}/other` })).toBe('htu');
    expect(await forged({ ath: undefined })).toBe('ath');
    expect(await refusal(withSignatureOf(await proof(), await proof({ claims: { a: 1 } })))).toBe(
      'signature or algorithm',
    );
  });

  it("refuses a proof by a fresh key, not the token's, without checking its signature", async () => {
    const attacker = await clientKey();
    const forged = withSignatureOf(await proof({ key: attacker }), await proof());
    const error = await verifyDpopProof(forged, expected).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeyBindingError);
  });

  it('refuses a header extension it does not understand (crit)', async () => {
    // jose signs no header with an extension it does not know: signed here by WebCrypto.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part({ alg: 'ES256', typ: 'dpop+jwt', jwk: ES256.jwk, crit: ['x'], x: 1 })}.${part(
      { htm: 'GET', htu: URL_OF_REQUEST, iat: NOW, jti: 'j', ath: accessTokenHash(ACCESS_TOKEN) },
    )}`;
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      ES256.privateKey,
      Buffer.from(input),
    );
    expect(await refusal(`${input}.${Buffer.from(signature).toString('base64url')}`)).toBe('crit');
  });

  it('refuses an algorithm that does not fit the key (ES256 named over an Ed25519 key)', async () => {
    const ed = await clientKey('Ed25519');
    const text = withSignatureOf(await proof({ key: ed, alg: 'Ed25519' }), await proof());
    const named = `${Buffer.from(
      JSON.stringify({ alg: 'ES256', typ: 'dpop+jwt', jwk: ed.jwk }),
    ).toString('base64url')}${text.slice(text.indexOf('.'))}`;
    expect(await refusal(named, { ...expected, jkt: ed.jkt })).toBe('signature or algorithm');
  });

  it('accepts Ed25519 proofs (named EdDSA or Ed25519) and checks their signatures', async () => {
    const ed = await clientKey('Ed25519');
    const byEd = { ...expected, jkt: ed.jkt };
    for (const alg of ['EdDSA', 'Ed25519'])
      expect((await verifyDpopProof(await proof({ key: ed, alg }), byEd)).jkt).toBe(ed.jkt);
    const other = await clientKey('Ed25519');
    const forged = withSignatureOf(
      await proof({ key: ed, alg: 'Ed25519' }),
      await proof({ key: other, alg: 'Ed25519' }),
    );
    expect(await refusal(forged, byEd)).toBe('signature or algorithm');
  });

  it('checks the signature of every proof, also by a key already seen to sign', async () => {
    await verifyDpopProof(await proof(), expected);
    const forged = withSignatureOf(await proof(), await proof({ claims: { a: 1 } }));
    expect(await refusal(forged)).toBe('signature or algorithm');
  });

  it('refuses a signature of the wrong length, and a key whose point is off its curve', async () => {
    const text = await proof();
    expect(await refusal(`${text}AAAA`)).toBe('signature or algorithm');
    expect(await refusal(text.slice(0, -4))).toBe('signature or algorithm');
    const offCurve: ClientKey = { ...ES256, jwk: { ...ES256.jwk, y: ES256.jwk.x } };
    offCurve.jkt = await calculateJwkThumbprint(offCurve.jwk);
    expect(await refusal(proof({ key: offCurve }), { ...expected, jkt: offCurve.jkt })).toBe(
      'signature or algorithm',
    );
  });
});

describe('DPoP proof: the signature’s encoding', () => {
  const signatureOf = (text: string) =>
    Buffer.from(text.slice(text.lastIndexOf('.') + 1), 'base64url');
  const withSignature = (text: string, signature: Buffer) =>
    `${text.slice(0, text.lastIndexOf('.'))}.${signature.toString('base64url')}`;

  it('takes only the JWS form r‖s, not the same signature in DER', async () => {
    const text = await proof();
    const der = joseToDer(signatureOf(text), 'ES256');
    expect(await refusal(withSignature(text, der))).toBe('signature or algorithm');
    const back = Buffer.from(derToJose(der, 'ES256'), 'base64url');
    expect((await verifyDpopProof(withSignature(text, back), expected)).jkt).toBe(ES256.jkt);
  });

  it('refuses r and s of zero, and r‖s swapped', async () => {
    const text = await proof();
    expect(await refusal(withSignature(text, Buffer.alloc(64)))).toBe('signature or algorithm');
    const signature = signatureOf(text);
    const swapped = Buffer.concat([signature.subarray(32), signature.subarray(0, 32)]);
    expect(await refusal(withSignature(text, swapped))).toBe('signature or algorithm');
  });
});

describe('htu normalization (RFC 3986 §6.2.2)', () => {
  it('compares scheme and host without case, default ports away, escapes by their meaning', () => {
    expect(normalizeHtu('HTTP://LocalHost:80/a/%7euser/%2f?q#f')).toBe(
      'http://localhost/a/~user/%2F',
    );
    expect(normalizeHtu('https://crm.example:443/api/./x/../y')).toBe('https://crm.example/api/y');
    expect(normalizeHtu('/relative')).toBeUndefined();
  });
});
