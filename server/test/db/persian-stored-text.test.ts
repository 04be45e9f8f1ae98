// Migration 0016 (issue 38): names stored before the server normalised Persian text still held
// Arabic ي/ك (and Persian digits in phone numbers), which a search, normalised, missed. The rows
// are written here the old way, straight into the tables; the migration runs again as the
// product runs it (as the database owner), and a Persian search then finds them.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { createUser, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MIGRATION = '0016-persian-stored-text';

describe('names stored before Persian normalisation, after migration 0016', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let demoId: string;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
    demoId = (await findTenantByName(t.database.db, 'demo'))!.id;
  });
  after(() => t.close());

  const rerunMigration = async () => {
    await sql`delete from kysely_migration where name = ${MIGRATION}`.execute(t.database.db);
    expect(await t.database.migrate()).toEqual([MIGRATION]);
  };

  const search = async (path: string, filter: string) =>
    (
      await t.app.inject({
        url: `${path}?filter=${encodeURIComponent(filter)}&maxResultCount=1000`,
        headers: admin,
      })
    ).json().items as Record<string, unknown>[];

  it('finds users stored with Arabic letters and Persian digits by a Persian search', async () => {
    const user = await createUser(t, admin, ['customer']);
    await inTenant(t.database.db, demoId, ({ db }) =>
      db
        .updateTable('app_user')
        .set({ name: 'علي\u200cرضا', surname: ' كريمي\u200f  نيك ', phone_number: '۰۹۱۲ ۳۴۵-۹۹۸۸' })
        .where('id', '=', user.id)
        .execute(),
    );
    expect(await search('/api/identity/users', 'کریمی')).toEqual([]);

    await rerunMigration();

    const [found] = await search('/api/identity/users', 'کریمی نیک');
    expect(found).toMatchObject({
      id: user.id,
      name: 'علی\u200cرضا',
      surname: 'کریمی نیک',
      phoneNumber: '09123459988',
    });
    expect((await search('/api/identity/users', '09123459988')).map((u) => u.id)).toEqual([
      user.id,
    ]);
  });

  it('finds a role stored with Arabic letters by a Persian search, and leaves a clash alone', async () => {
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/roles',
        headers: admin,
        payload: { name },
      });
    const adviser = (await create('مشاور ارشد')).json().id as string;
    const persianTwin = (await create('کارشناس پیگیری')).json().id as string;
    const arabicTwin = (await create('کارشناس دوم')).json().id as string;
    const spellArabic = (id: string, name: string) =>
      inTenant(t.database.db, demoId, ({ db }) =>
        db
          .updateTable('app_role')
          .set({ name, normalized_name: name.toUpperCase() })
          .where('id', '=', id)
          .execute(),
      );
    await spellArabic(adviser, 'مشاور كارگزاري ارشد');
    await spellArabic(arabicTwin, 'كارشناس پيگيري');
    expect(await search('/api/identity/roles', 'کارگزاری')).toEqual([]);

    await rerunMigration();

    expect((await search('/api/identity/roles', 'کارگزاری')).map((role) => role.name)).toEqual([
      'مشاور کارگزاری ارشد',
    ]);
    const nameOf = async (id: string) =>
      (await t.app.inject({ url: `/api/identity/roles/${id}`, headers: admin })).json().name;
    expect(await nameOf(persianTwin)).toBe('کارشناس پیگیری');
    expect(await nameOf(arabicTwin)).toBe('كارشناس پيگيري');
  });
});
