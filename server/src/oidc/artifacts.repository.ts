// The SQL store: the repository of the identity provider's artifacts in the product's database
// (one table, `oidc_payload`, JSON payloads), with a sweeper for expired rows. `consume` is one
// conditional UPDATE: only the first caller wins. redis-store.ts is the other store.
import { sql } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import type { OidcArtifactStore } from './adapter';
import {
  consumeAndStore,
  findRefreshTokenWithRelated,
  storedRow,
  withConsumed,
} from './refresh-tokens.repository';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

export class SqlArtifactStore implements OidcArtifactStore {
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    // A failed sweep only leaves expired rows for the next one; nothing awaits a timer, so the
    // failure is logged rather than thrown.
    this.sweeper = setInterval(
      () =>
        void this.sweep().catch((error: unknown) => {
          console.warn(`expired identity-provider rows not swept: ${String(error)}`);
        }),
      SWEEP_EVERY_MS,
    );
    this.sweeper.unref();
  }

  async upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined) {
    const row = storedRow(payload, expiresIn);
    await this.db
      .insertInto('oidc_payload')
      .values({ type: model, id, ...row })
      .onConflict((conflict) => conflict.columns(['type', 'id']).doUpdateSet(row))
      .execute();
  }

  /** A refresh token, its grant and its sign-in session in one statement (adapter.ts). */
  findRefreshTokenWithRelated(id: string) {
    return findRefreshTokenWithRelated(this.db, id);
  }

  /** Consumes a refresh token and stores its successor in one statement (adapter.ts). */
  async consumeAndUpsert(
    model: string,
    consumedId: string,
    id: string,
    payload: AdapterPayload,
    expiresIn: number | undefined,
  ) {
    const won = await consumeAndStore(
      this.db,
      model,
      consumedId,
      id,
      storedRow(payload, expiresIn),
    );
    if (won) return { consumed: true, grantId: undefined };
    return { consumed: false, grantId: await this.grantOf(model, consumedId) };
  }

  private async findWhere(model: string, column: 'id' | 'uid' | 'user_code', value: string) {
    const row = await this.db
      .selectFrom('oidc_payload')
      .select(['payload', 'consumed_at'])
      .where('type', '=', model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    return row ? withConsumed(row.payload as AdapterPayload, row.consumed_at) : undefined;
  }

  find(model: string, id: string) {
    return this.findWhere(model, 'id', id);
  }

  findByUid(model: string, uid: string) {
    return this.findWhere(model, 'uid', uid);
  }

  findByUserCode(model: string, userCode: string) {
    return this.findWhere(model, 'user_code', userCode);
  }

  async consume(model: string, id: string) {
    const won = await this.db
      .updateTable('oidc_payload')
      .set({ consumed_at: sql<Date>`now()` })
      .where('type', '=', model)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('grant_id')
      .executeTakeFirst();
    if (won) return { consumed: true, grantId: won.grant_id ?? undefined };
    return { consumed: false, grantId: await this.grantOf(model, id) };
  }

  private async grantOf(model: string, id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('oidc_payload')
      .select('grant_id')
      .where('type', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.grant_id ?? undefined;
  }

  async destroy(model: string, id: string) {
    await this.db
      .deleteFrom('oidc_payload')
      .where('type', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string) {
    await this.db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
  }

  /** Deletes artifacts that expired over an hour ago (kept a while for replay detection). */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('oidc_payload')
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  async sessionUidsOfGrants(grantIds: readonly string[]): Promise<string[]> {
    if (grantIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('oidc_payload')
      .select(sql<string>`payload->>'sessionUid'`.as('uid'))
      .distinct()
      .where('grant_id', 'in', grantIds)
      .where(sql`payload->>'sessionUid'`, 'is not', null)
      .execute();
    return rows.map((row) => row.uid);
  }
}
