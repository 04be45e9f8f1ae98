// The token signing keys in the database (signing-keys.ts says which are used and when).
import { sql } from 'kysely';
import type { Db } from '../db/database';

export function signingKeyRows(db: Db) {
  return db
    .selectFrom('oidc_signing_key')
    .select(['kid', 'private_jwk', 'activates_at'])
    .orderBy('activates_at', 'desc')
    .execute();
}

export async function insertSigningKey(
  db: Db,
  key: { kid: string; privateJwk: string; activatesAt: Date },
): Promise<void> {
  await db
    .insertInto('oidc_signing_key')
    .values({ kid: key.kid, private_jwk: key.privateJwk, activates_at: key.activatesAt })
    .execute();
}

/** Drops each key that a newer key of its algorithm superseded over `retireAfterDays` ago. */
export async function deleteSupersededSigningKeys(db: Db, retireAfterDays: number): Promise<void> {
  await sql`delete from oidc_signing_key k where k.activates_at < (
      select max(o.activates_at) from oidc_signing_key o
      where o.private_jwk->>'alg' = k.private_jwk->>'alg'
        and o.activates_at <= now() - ${sql.lit(retireAfterDays)} * interval '1 day'
    )`.execute(db);
}
