import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { ChangeFeed } from './change-feed';
import {
  ChangeTrackingPlugin,
  LOCAL_IDENTITY_KEY,
  LOCAL_MARKET_KEY,
  LOCAL_REPORTS_KEY,
  LOCAL_SESSIONS_KEY,
} from './change-tracking.plugin';

const KEYS = [LOCAL_IDENTITY_KEY, LOCAL_SESSIONS_KEY, LOCAL_REPORTS_KEY, LOCAL_MARKET_KEY];

/** A Kysely that compiles PostgreSQL and answers every statement with no rows. */
function tracked() {
  const changes = new ChangeFeed();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are not typed here
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }).withPlugin(new ChangeTrackingPlugin(changes));
  const stamp = () => changes.stamp(KEYS);
  return { db, stamp };
}

describe('change tracking of this replica’s own writes', () => {
  it('bumps the market keys for a bulk insert of closes written as raw SQL', async () => {
    const { db, stamp } = tracked();
    const before = stamp();
    await sql`insert into ${sql.table('daily_price')} (close) select * from unnest(${[1]}::bigint[])`.execute(
      db,
    );
    expect(stamp()).not.toBe(before);
    expect(stamp()).toBe('0.0.0.0.1.1');
  });

  it('bumps the reports key for a raw update of a basket’s series, named in its text', async () => {
    const { db, stamp } = tracked();
    await sql`update basket_series set dirty_from = ${'2026-01-01'}::date`.execute(db);
    expect(stamp()).toBe('0.0.0.0.1.0');
    await sql`delete from daily_price where day < ${'2020-01-01'}::date`.execute(db);
    expect(stamp()).toBe('0.0.0.0.2.1');
  });

  it('bumps for built inserts, updates and deletes of cached tables', async () => {
    const { db, stamp } = tracked();
    await db.insertInto('permission_grant').values({ name: 'x' }).execute();
    expect(stamp()).toBe('0.0.1.0.0.0');
    await db.updateTable('user_session').set({ ended: true }).execute();
    expect(stamp()).toBe('0.0.1.1.0.0');
    await db.deleteFrom('basket_event as e').execute();
    expect(stamp()).toBe('0.0.1.1.1.0');
  });

  it('bumps nothing for reads and for tables nothing caches', async () => {
    const { db, stamp } = tracked();
    await db.selectFrom('daily_price').selectAll().execute();
    await db.insertInto('audit_log').values({ id: 1 }).execute();
    await sql`select 1`.execute(db);
    expect(stamp()).toBe('0.0.0.0.0.0');
  });
});
