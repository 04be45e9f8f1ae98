import { sql, type Kysely } from 'kysely';

// Session renewals commit without waiting for their WAL flush (decision 0012, "A renewal's
// commit"). The renewal statement calls this function, which turns synchronous commit off for
// its own transaction only and renews through 0009's function. What a database crash can cost:
// the renewals of its last moments (at most three WAL-writer rounds, 0.6 s by default) are
// undone, so their browsers hold refresh tokens that no longer exist and sign in again. Nothing
// else commits this way. (A wrapper, because 0009 is frozen: changing its function would mean
// writing all of it again here.)
const createFunction = `create function crm_renew_sessions(renewals jsonb)
  returns table (renewed_next_id text, renewed_account_id text, renewed_grant_id text)
  language plpgsql volatile
  as $fn$
begin
  perform set_config('synchronous_commit', 'off', true);
  return query select * from crm_renew_refresh_tokens(renewals);
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(createFunction).execute(db);
  await sql.raw('grant execute on function crm_renew_sessions(jsonb) to crm_app').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists crm_renew_sessions(jsonb)').execute(db);
}
