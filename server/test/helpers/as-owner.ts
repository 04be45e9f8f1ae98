// Runs a schema change (renaming a table or function to make it fail) as the objects' owner:
// on PostgreSQL the app's connections run as the app's role (`set role` on connect), which may
// not alter them; the role is reset for the statement's transaction only.
import { sql, type Kysely, type RawBuilder } from 'kysely';

export function asOwner<DB>(db: Kysely<DB>, statement: RawBuilder<unknown>): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role none`.execute(tx);
    await statement.execute(tx);
  });
}
