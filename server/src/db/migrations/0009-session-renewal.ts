import { sql, type Kysely } from 'kysely';

// Session renewals as a stored function (src/oidc/refresh-tokens.repository.ts). PL/pgSQL keeps
// its statement's plan for the connection: the renewal statement is planned once per connection
// rather than on every call, where planning cost more than running it. A plan kept that long
// must not depend on the table's size when it was made: planned while the table was small, the
// plain statement hashed or filtered every refresh token ever stored, and took longer with
// every renewal. So every step here is a lookup by key (each token, grant and session read by
// a lateral subquery, each consumed token updated through its key), and the function's settings
// leave the planner no other way (no scans of the whole table, no hash or merge joins).
// One call renews any number of refresh tokens (the server groups the renewals that arrive
// together): a token is renewed when it is live, unused, of the client, for the resource and
// scope, its grant live and of the same client and account, and its sign-in session (if it is
// bound to one) live and holding that grant. It is consumed and its successor stored, as
// oidc-provider rotates a refresh token: same chain, same end, one more rotation. A token named
// twice is renewed once.
const createFunction = `create function crm_renew_refresh_tokens(renewals jsonb)
  returns table (renewed_next_id text, renewed_account_id text, renewed_grant_id text)
  language plpgsql volatile
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
  as $fn$
begin
  return query
  with renewal as (
    select distinct on (r.id) r.*
    from jsonb_to_recordset(renewals) as r(id text, client_id text, resource text, scope text,
      next_id text, issued_at int)
  ), token as materialized (
    select r.next_id, r.issued_at, t.id, t.payload, t.grant_id, t.expires_at
    from renewal r
    cross join lateral (
      select t.id, t.payload, t.grant_id, t.expires_at from oidc_payload t
      where t.type = 'RefreshToken' and t.id = r.id
        and (t.expires_at is null or t.expires_at > now()) and t.consumed_at is null
        and t.payload->>'clientId' = r.client_id
        and t.payload->>'resource' = r.resource
        and r.scope = any (string_to_array(t.payload->>'scope', ' '))
      limit 1
    ) t
    cross join lateral (
      select g.payload from oidc_payload g
      where g.type = 'Grant' and g.id = t.grant_id
        and (g.expires_at is null or g.expires_at > now())
      limit 1
    ) g
    left join lateral (
      select s.payload from oidc_payload s
      where s.type = 'Session' and s.uid = t.payload->>'sessionUid'
        and (s.expires_at is null or s.expires_at > now())
      limit 1
    ) s on true
    where g.payload->>'clientId' = r.client_id
      and g.payload->>'accountId' = t.payload->>'accountId'
      and r.scope = any (string_to_array(g.payload->'resources'->>r.resource, ' '))
      and (coalesce((t.payload->>'expiresWithSession')::boolean, false) = false
        or (s.payload->>'accountId' = t.payload->>'accountId'
          and s.payload->'authorizations'->r.client_id->>'grantId' = t.grant_id))
  ), won as (
    update oidc_payload o set consumed_at = now() from token
    where o.type = 'RefreshToken' and o.id = token.id and o.consumed_at is null
    returning o.id
  )
  insert into oidc_payload as stored (type, id, payload, grant_id, expires_at)
  select 'RefreshToken', token.next_id,
    token.payload || jsonb_build_object('jti', token.next_id, 'iat', token.issued_at,
      'rotations', coalesce((token.payload->>'rotations')::int, 0) + 1)
    || case when token.payload->>'gty' is null or token.payload->>'gty' like '%refresh_token'
      then '{}'::jsonb
      else jsonb_build_object('gty', (token.payload->>'gty') || ' refresh_token') end,
    token.grant_id, token.expires_at
  from won join token on token.id = won.id
  returning stored.id, stored.payload->>'accountId', stored.grant_id;
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(createFunction).execute(db);
  await sql.raw('grant execute on function crm_renew_refresh_tokens(jsonb) to crm_app').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists crm_renew_refresh_tokens(jsonb)').execute(db);
}
