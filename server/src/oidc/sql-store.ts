// The identity provider's artifacts in the product's database (one table, JSON payloads), with
// a sweeper for expired rows. `consume` is one conditional UPDATE: only the first caller wins.
import { sql } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import type { OidcArtifactStore, RelatedArtifact } from './adapter';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

export class SqlArtifactStore implements OidcArtifactStore {
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined) {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oidc_payload')
      .values({ type: model, id, ...row })
      .onConflict((conflict) => conflict.columns(['type', 'id']).doUpdateSet(row))
      .execute();
  }

  /** A refresh token, its grant and its sign-in session in one statement (adapter.ts). */
  async findRefreshTokenWithRelated(id: string) {
    const live = (alias: string) =>
      sql`(${sql.ref(`${alias}.expires_at`)} is null or ${sql.ref(`${alias}.expires_at`)} > now())`;
    const { rows } = await sql<{
      payload: AdapterPayload;
      consumed_at: Date | null;
      grant_id: string | null;
      grant_payload: AdapterPayload | null;
      grant_consumed_at: Date | null;
      session_uid: string | null;
      session_payload: AdapterPayload | null;
      session_consumed_at: Date | null;
    }>`select t.payload, t.consumed_at, t.grant_id,
        g.payload as grant_payload, g.consumed_at as grant_consumed_at,
        t.payload->>'sessionUid' as session_uid,
        s.payload as session_payload, s.consumed_at as session_consumed_at
      from oidc_payload t
      left join oidc_payload g on g.type = 'Grant' and g.id = t.grant_id and ${live('g')}
      left join oidc_payload s on s.type = 'Session' and s.uid = t.payload->>'sessionUid' and ${live('s')}
      where t.type = 'RefreshToken' and t.id = ${id} and ${live('t')}`.execute(this.db);
    const row = rows[0];
    if (!row) return { token: undefined, related: [] };
    const related: RelatedArtifact[] = [];
    if (row.grant_id)
      related.push({
        model: 'Grant',
        key: row.grant_id,
        payload: withConsumed(row.grant_payload, row.grant_consumed_at),
      });
    if (row.session_uid)
      related.push({
        model: 'Session',
        key: row.session_uid,
        payload: withConsumed(row.session_payload, row.session_consumed_at),
      });
    return { token: withConsumed(row.payload, row.consumed_at), related };
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
    const lost = await this.db
      .selectFrom('oidc_payload')
      .select('grant_id')
      .where('type', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
    return { consumed: false, grantId: lost?.grant_id ?? undefined };
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
}

/** The stored payload as the provider reads it: `consumed` (epoch seconds) once consumed. */
function withConsumed(
  payload: AdapterPayload | null,
  consumedAt: Date | null,
): AdapterPayload | undefined {
  if (!payload) return undefined;
  return consumedAt ? { ...payload, consumed: Math.floor(consumedAt.getTime() / 1000) } : payload;
}
