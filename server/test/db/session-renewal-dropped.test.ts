// Migration 0011 (decision 0014): the server's own session renewal is gone, and with it the
// stored functions of 0009 and 0010; nothing left in the database commits without waiting for
// its WAL flush.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('the session renewal’s stored functions, after migrating', () => {
  let database: TestDatabase;
  before(async () => (database = await createTestDatabase()));
  after(() => database.dispose());

  it('has no renewal function left', async () => {
    const { rows } = await sql<{ proname: string }>`select proname from pg_proc
      where proname in ('crm_renew_sessions', 'crm_renew_refresh_tokens')`.execute(database.db);
    expect(rows).toEqual([]);
  });

  it('has no function of its own that changes synchronous commit', async () => {
    const { rows } = await sql<{ proname: string }>`select p.proname from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and (p.prosrc ilike '%synchronous_commit%'
          or array_to_string(p.proconfig, ',') ilike '%synchronous_commit%')`.execute(database.db);
    expect(rows).toEqual([]);
    const { rows: setting } = await sql<{
      synchronous_commit: string;
    }>`show synchronous_commit`.execute(database.db);
    expect(setting[0]?.synchronous_commit).toBe('on');
  });
});
