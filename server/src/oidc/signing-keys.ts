// Token signing keys, stored in the database so every replica signs and verifies with the same
// set. The first start generates one. `keys:rotate` adds a key that is published at once but
// signs only from its activation time, so every replica has it (and clients have fetched the
// JWKS) before the first token signed with it appears. A key is dropped a day after a newer
// key took over (tokens signed with it live an hour at most).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';

export const SIGNING_ALG = 'RS256' as const;
const RETIRE_AFTER = "interval '1 day'";

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  activatesAt: Date;
}

async function generateKey(): Promise<{ kid: string; jwk: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  return { kid, jwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: 'sig' } };
}

export async function listSigningKeys(db: Db): Promise<SigningKey[]> {
  const rows = await db
    .selectFrom('oidc_signing_key')
    .select(['kid', 'private_jwk', 'activates_at'])
    .orderBy('activates_at', 'desc')
    .execute();
  return rows.map((row) => ({
    kid: row.kid,
    privateJwk: row.private_jwk as JWK,
    activatesAt: row.activates_at,
  }));
}

/** Adds a key that signs from `activationDelaySeconds` on, and drops long-superseded ones. */
export async function addSigningKey(db: Db, activationDelaySeconds: number): Promise<string> {
  const { kid, jwk } = await generateKey();
  const activatesAt = new Date(Date.now() + activationDelaySeconds * 1000);
  await db
    .insertInto('oidc_signing_key')
    .values({ kid, private_jwk: JSON.stringify(jwk), activates_at: activatesAt })
    .execute();
  await sql`delete from oidc_signing_key where activates_at < (
      select max(activates_at) from oidc_signing_key where activates_at <= now() - ${sql.raw(RETIRE_AFTER)}
    )`.execute(db);
  return kid;
}

/** The keys, creating the first one when there is none. */
export async function ensureSigningKeys(db: Db): Promise<SigningKey[]> {
  const keys = await listSigningKeys(db);
  if (keys.length > 0) return keys;
  await addSigningKey(db, 0);
  return listSigningKeys(db);
}

/**
 * The keys in the order the provider wants them: the newest active key first (it signs), then
 * keys not yet active, then older ones (published, so tokens they signed still verify).
 */
export function orderForSigning(keys: readonly SigningKey[], now = new Date()): SigningKey[] {
  const active = keys
    .filter((key) => key.activatesAt <= now)
    .sort((a, b) => b.activatesAt.getTime() - a.activatesAt.getTime());
  const pending = keys.filter((key) => key.activatesAt > now);
  return [...active.slice(0, 1), ...pending, ...active.slice(1)];
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
