// The two statements of a refresh in the SQL store (see adapter.ts): reading the refresh token
// with its grant and sign-in session, and consuming it while storing its successor. A refresh
// was five statements (find the token, the session, the grant; consume; insert); it is two.
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

/** What a plain renewal needs of its refresh token, and what its successor is called. */
export interface RenewalTerms {
  id: string;
  clientId: string;
  /** The only resource, and its scope, that the renewed access token is for. */
  resource: string;
  scope: string;
  nextId: string;
  /** Epoch seconds. */
  issuedAt: number;
}

/** Whose session a renewal renewed. */
export interface RenewedSession {
  accountId: string;
  grantId: string;
}

/**
 * A session renewal in one statement (session-renewal.ts): when refresh token `id` is live,
 * unused, of the client, for the resource and scope, its grant live and of the same client and
 * account, and its sign-in session (if it is bound to one) live and holding that grant, it is
 * consumed and its successor stored — the provider's rotation: same chain, same end, one more
 * rotation. Answers whose session it renewed, or undefined when nothing was written.
 */
export async function renewRefreshToken(
  db: Db,
  { id, clientId, resource, scope, nextId, issuedAt }: RenewalTerms,
): Promise<RenewedSession | undefined> {
  const { rows } = await sql<RenewedSession>`with token as (
      select t.id, t.payload, t.grant_id, t.expires_at
      from oidc_payload t
      join oidc_payload g on g.type = 'Grant' and g.id = t.grant_id and ${live('g')}
      left join oidc_payload s on s.type = 'Session' and s.uid = t.payload->>'sessionUid'
        and ${live('s')}
      where t.type = 'RefreshToken' and t.id = ${id} and ${live('t')} and t.consumed_at is null
        and t.payload->>'clientId' = ${clientId}
        and t.payload->>'resource' = ${resource}
        and ${scope} = any (string_to_array(t.payload->>'scope', ' '))
        and g.payload->>'clientId' = ${clientId}
        and g.payload->>'accountId' = t.payload->>'accountId'
        and ${scope} = any (string_to_array(g.payload->'resources'->>${resource}, ' '))
        and (coalesce((t.payload->>'expiresWithSession')::boolean, false) = false
          or (s.payload->>'accountId' = t.payload->>'accountId'
            and s.payload->'authorizations'->${clientId}->>'grantId' = t.grant_id))
    ), won as (
      update oidc_payload o set consumed_at = now() from token
      where o.type = 'RefreshToken' and o.id = token.id and o.consumed_at is null
      returning token.payload, token.grant_id, token.expires_at
    )
    insert into oidc_payload (type, id, payload, grant_id, expires_at)
    select 'RefreshToken', ${nextId}::text,
      won.payload || jsonb_build_object('jti', ${nextId}::text, 'iat', ${issuedAt}::int,
        'rotations', coalesce((won.payload->>'rotations')::int, 0) + 1)
      || case when won.payload->>'gty' is null or won.payload->>'gty' like '%refresh_token'
        then '{}'::jsonb
        else jsonb_build_object('gty', (won.payload->>'gty') || ' refresh_token') end,
      won.grant_id, won.expires_at
    from won
    returning payload->>'accountId' as "accountId", grant_id as "grantId"`.execute(db);
  return rows[0];
}

/** Takes a renewal back: its successor gone, refresh token `id` unused again. */
export async function undoRenewal(db: Db, id: string, nextId: string): Promise<void> {
  await sql`with dropped as (
      delete from oidc_payload where type = 'RefreshToken' and id = ${nextId}
    )
    update oidc_payload set consumed_at = null where type = 'RefreshToken' and id = ${id}`.execute(
    db,
  );
}
