import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTenant, TenantScopeViolation } from '../../src/db/tenant-scope';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/test-database';

const A = randomUUID();
const B = randomUUID();

describe('tenant scope', () => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};

  const addUser = (tenantId: string, userName: string) =>
    inTenant(database.db, tenantId, async ({ db }) => {
      const id = randomUUID();
      await db
        .insertInto('app_user')
        .values({
          id,
          user_name: userName,
          normalized_user_name: userName.toUpperCase(),
          email: `${userName}@example.com`,
          normalized_email: `${userName}@EXAMPLE.COM`,
          security_stamp: 's',
          concurrency_stamp: 'c',
          lockout_end: null,
          last_password_change_time: null,
          name: null,
          surname: null,
          phone_number: null,
          national_code: null,
          password_hash: null,
          creator_id: null,
          last_modification_time: null,
          last_modifier_id: null,
        })
        .execute();
      await db
        .insertInto('app_role')
        .values({ id, name: 'r', normalized_name: 'R', concurrency_stamp: 'c' })
        .execute();
      await db.insertInto('user_role').values({ user_id: id, role_id: id }).execute();
      ids[userName] = id;
    });

  before(async () => {
    database = await createTestDatabase();
    await addUser(A, 'alice');
    await addUser(B, 'bob');
  });
  after(() => database.dispose());

  it('fills tenant_id into inserts and filters selects to the tenant', async () => {
    const names = await inTenant(database.db, A, ({ db }) =>
      db.selectFrom('app_user').select(['user_name', 'tenant_id']).execute(),
    );
    expect(names).toEqual([{ user_name: 'alice', tenant_id: A }]);
  });

  it('filters joined tables in their ON clause', async () => {
    const rows = await inTenant(database.db, A, ({ db }) =>
      db
        .selectFrom('user_role as ur')
        .innerJoin('app_user as u', 'u.id', 'ur.user_id')
        .leftJoin('app_role', 'app_role.id', 'ur.role_id')
        .select(['u.user_name', 'app_role.name'])
        .execute(),
    );
    expect(rows).toEqual([{ user_name: 'alice', name: 'r' }]);
  });

  it("cannot update or delete another tenant's rows by id", async () => {
    await inTenant(database.db, A, async ({ db }) => {
      const updated = await db
        .updateTable('app_user')
        .set({ name: 'hacked' })
        .where('id', '=', ids.bob!)
        .executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(0n);
      const deleted = await db.deleteFrom('app_user').where('id', '=', ids.bob!).executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(0n);
    });
    const bob = await inTenant(database.db, B, ({ db }) =>
      db.selectFrom('app_user').select('name').where('id', '=', ids.bob!).executeTakeFirst(),
    );
    expect(bob).toEqual({ name: null });
  });

  it('refuses an insert that names another tenant', async () => {
    await expect(
      inTenant(database.db, A, ({ db }) =>
        db
          .insertInto('permission_grant')
          .values({ tenant_id: B, provider_name: 'R', provider_key: 'x', name: 'P' })
          .execute(),
      ),
    ).rejects.toThrow(TenantScopeViolation);
  });

  it('filters subqueries too', async () => {
    const count = await inTenant(database.db, A, ({ db }) =>
      db
        .selectFrom('app_role')
        .select((eb) => eb.selectFrom('app_user').select(eb.fn.countAll().as('n')).as('users'))
        .executeTakeFirstOrThrow(),
    );
    expect(Number(count.users)).toBe(1);
  });

  if (testDatabaseKind === 'postgres') {
    it('row-level security hides other tenants even from raw SQL, and everything outside a scope', async () => {
      const raw = await inTenant(database.db, A, ({ db }) =>
        sql<{ user_name: string }>`select user_name from app_user`.execute(db),
      );
      expect(raw.rows.map((row) => row.user_name)).toEqual(['alice']);
      const outside = await sql`select count(*)::int as n from app_user`.execute(database.db);
      expect(outside.rows).toEqual([{ n: 0 }]);
    });
  } else {
    it('on PGlite the scope plugin is the wall: raw SQL is not filtered (superuser bypasses RLS)', async () => {
      const raw = await sql<{ n: number }>`select count(*)::int as n from app_user`.execute(
        database.db,
      );
      expect(raw.rows).toEqual([{ n: 2 }]);
    });
  }
});
