// The statements of a refresh in the SQL store (see adapter.ts): reading the refresh token with
// its grant and sign-in session, and consuming it while storing its successor (a refresh was
// five statements; by the provider it is two).
import { sql } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import type { RelatedArtifact } from './adapter';

export interface StoredRow {
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
}

export function storedRow(payload: AdapterPayload, expiresIn: number | undefined): StoredRow {
  return {
    payload: JSON.stringify(payload),
    grant_id: payload.grantId ?? null,
    user_code: payload.userCode ?? null,
    uid: payload.uid ?? null,
    expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
  };
}

/** The stored payload as the provider reads it: `consumed` (epoch seconds) once consumed. */
export function withConsumed(
  payload: AdapterPayload | null,
  consumedAt: Date | null,
): AdapterPayload | undefined {
  if (!payload) return undefined;
  return consumedAt ? { ...payload, consumed: Math.floor(consumedAt.getTime() / 1000) } : payload;
}

const live = (alias: string) =>
  sql`(${sql.ref(`${alias}.expires_at`)} is null or ${sql.ref(`${alias}.expires_at`)} > now())`;

interface JoinedRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
  grant_id: string | null;
  grant_payload: AdapterPayload | null;
  grant_consumed_at: Date | null;
  session_uid: string | null;
  session_payload: AdapterPayload | null;
  session_consumed_at: Date | null;
}

/** A refresh token with its grant (by id) and its sign-in session (by uid), each if live. */
export async function findRefreshTokenWithRelated(
  db: Db,
  id: string,
): Promise<{ token: AdapterPayload | undefined; related: RelatedArtifact[] }> {
  const { rows } = await sql<JoinedRow>`select t.payload, t.consumed_at, t.grant_id,
      g.payload as grant_payload, g.consumed_at as grant_consumed_at,
      t.payload->>'sessionUid' as session_uid,
      s.payload as session_payload, s.consumed_at as session_consumed_at
    from oidc_payload t
    left join oidc_payload g on g.type = 'Grant' and g.id = t.grant_id and ${live('g')}
    left join oidc_payload s on s.type = 'Session' and s.uid = t.payload->>'sessionUid' and ${live('s')}
    where t.type = 'RefreshToken' and t.id = ${id} and ${live('t')}`.execute(db);
  const row = rows[0];
  if (!row) return { token: undefined, related: [] };
  const related: RelatedArtifact[] = [];
  if (row.grant_id) {
    const payload = withConsumed(row.grant_payload, row.grant_consumed_at);
    related.push({ model: 'Grant', key: row.grant_id, payload });
  }
  if (row.session_uid) {
    const payload = withConsumed(row.session_payload, row.session_consumed_at);
    related.push({ model: 'Session', key: row.session_uid, payload });
  }
  return { token: withConsumed(row.payload, row.consumed_at), related };
}

/**
 * Marks `consumedId` consumed and stores `row` as `id`, both or neither, in one statement:
 * true when this caller consumed it (the first of racing callers), false when it already was.
 */
export async function consumeAndStore(
  db: Db,
  model: string,
  consumedId: string,
  id: string,
  row: StoredRow,
): Promise<boolean> {
  const { rows } = await sql<{ won: boolean }>`with won as (
      update oidc_payload set consumed_at = now()
      where type = ${model} and id = ${consumedId} and consumed_at is null
      returning id
    ), stored as (
      insert into oidc_payload (type, id, payload, grant_id, user_code, uid, expires_at)
      select ${model}::text, ${id}::text, ${row.payload}::jsonb, ${row.grant_id}::text,
        ${row.user_code}::text, ${row.uid}::text, ${row.expires_at}::timestamptz
      from won
      on conflict (type, id) do update set payload = excluded.payload,
        grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid,
        expires_at = excluded.expires_at
      returning 1
    )
    select exists (select 1 from stored) as won`.execute(db);
  return rows[0]?.won === true;
}
