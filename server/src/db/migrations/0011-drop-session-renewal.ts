import { sql, type Kysely } from 'kysely';
import * as m0009 from './0009-session-renewal';
import * as m0010 from './0010-renewal-commit';

// The identity provider answers every refresh again (decision 0014): the server's own session
// renewal and the stored functions it called (0009's, and 0010's, which committed without
// waiting for the WAL flush) are gone. Nothing in the product now turns synchronous commit off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists crm_renew_sessions(jsonb)').execute(db);
  await sql.raw('drop function if exists crm_renew_refresh_tokens(jsonb)').execute(db);
}

/** The functions as they were, from the frozen migrations that made them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await m0009.up(db);
  await m0010.up(db);
}
