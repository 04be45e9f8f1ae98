// Token signing keys, stored in the database so every replica signs and verifies with the same
// set: one key per algorithm in use, ES256 for access tokens (a tenth of RS256's signing cost)
// and RS256 for ID tokens (what every OpenID client accepts). The first start generates what is
// missing. `keys:rotate` adds a key of each algorithm that is published at once but signs only
// from its activation time, so every replica has it (and clients have fetched the JWKS) before
// the first token signed with it appears. A key is dropped 15 days after a newer key of its
// algorithm took over: a refresh returns no new ID token, so a client may hold an ID token from
// its sign-in (14 days at most) as the hint for its logout, and the hint must still verify.
// See docs/decisions/0009-token-signing-and-refresh.md.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';
import {
  deleteSupersededSigningKeys,
  insertSigningKey,
  signingKeyRows,
} from './signing-keys.repository';

/** Signs access tokens (API and password grant). */
export const ACCESS_TOKEN_ALG = 'ES256' as const;
/** Signs ID tokens: the provider's default, which every client accepts. */
export const ID_TOKEN_ALG = 'RS256' as const;
export const SIGNING_ALGS = [ACCESS_TOKEN_ALG, ID_TOKEN_ALG] as const;
export type SigningAlg = (typeof SIGNING_ALGS)[number];
const RETIRE_AFTER_DAYS = 15;

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  activatesAt: Date;
}

async function generateKey(alg: SigningAlg): Promise<{ kid: string; jwk: JWK }> {
  const { privateKey } = await generateKeyPair(alg, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  return { kid, jwk: { ...(await exportJWK(privateKey)), kid, alg, use: 'sig' } };
}

export async function listSigningKeys(db: Db): Promise<SigningKey[]> {
  const rows = await signingKeyRows(db);
  return rows.map((row) => ({
    kid: row.kid,
    privateJwk: row.private_jwk as JWK,
    activatesAt: row.activates_at,
  }));
}

/**
 * Adds a key of `alg` that signs from `activationDelaySeconds` on, and drops keys superseded
 * long ago (each algorithm's keys by their own successor).
 */
export async function addSigningKey(
  db: Db,
  activationDelaySeconds: number,
  alg: SigningAlg = ACCESS_TOKEN_ALG,
): Promise<string> {
  const { kid, jwk } = await generateKey(alg);
  const activatesAt = new Date(Date.now() + activationDelaySeconds * 1000);
  await insertSigningKey(db, { kid, privateJwk: JSON.stringify(jwk), activatesAt });
  await deleteSupersededSigningKeys(db, RETIRE_AFTER_DAYS);
  return kid;
}

/** A key of every algorithm, all signing from `activationDelaySeconds` on (`keys:rotate`). */
export async function addSigningKeys(db: Db, activationDelaySeconds: number): Promise<string[]> {
  const kids: string[] = [];
  for (const alg of SIGNING_ALGS) kids.push(await addSigningKey(db, activationDelaySeconds, alg));
  return kids;
}

const algOf = (key: SigningKey) => key.privateJwk.alg;

/** The keys, creating one for each algorithm that has none (a first start, or an upgrade). */
export async function ensureSigningKeys(db: Db): Promise<SigningKey[]> {
  const keys = await listSigningKeys(db);
  const missing = SIGNING_ALGS.filter((alg) => !keys.some((key) => algOf(key) === alg));
  if (missing.length === 0) return keys;
  for (const alg of missing) await addSigningKey(db, 0, alg);
  return listSigningKeys(db);
}

/**
 * The keys in the order the provider wants them: per algorithm, the newest active key first
 * (the provider signs with the first key of the algorithm), then keys not yet active, then older
 * ones (published, so tokens they signed still verify).
 */
export function orderForSigning(keys: readonly SigningKey[], now = new Date()): SigningKey[] {
  const algs = [...new Set([...SIGNING_ALGS, ...keys.map(algOf)])];
  return algs.flatMap((alg) => {
    const ofAlg = keys.filter((key) => algOf(key) === alg);
    const active = ofAlg
      .filter((key) => key.activatesAt <= now)
      .sort((a, b) => b.activatesAt.getTime() - a.activatesAt.getTime());
    const pending = ofAlg.filter((key) => key.activatesAt > now);
    return [...active.slice(0, 1), ...pending, ...active.slice(1)];
  });
}

/** The public half of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as JWK;
}
