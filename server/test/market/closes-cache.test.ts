// The closes kept in process for the series computation (src/market/closes-cache.ts): a book of
// kept closes answers every day as one read afresh from the first day does; a repeat reads no
// closes from the database; a change of a close holds at once; and a transaction that does not
// ask for kept closes never gets them.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inTenant, type TenantDb } from '../../src/db/tenant-scope';
import { priceBookFrom } from '../../src/market/closes-cache';
import { upsertPrices } from '../../src/market/market.repository';
import { addDays } from '../../src/portfolio/engine';
import { databaseStatements } from '../helpers/store-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('kept closes', () => {
  let t: TestApp;
  let tenantId: string;
  let instruments: string[];
  let days: string[];

  before(async () => {
    t = await createTestApp({ portfolio: true });
    const db = t.database.db;
    tenantId = (
      await db
        .selectFrom('tenant')
        .select('id')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    const rows = await inTenant(db, tenantId, (scope) =>
      scope.db.selectFrom('daily_price').select(['instrument_id', 'day']).orderBy('day').execute(),
    );
    instruments = [...new Set(rows.map((row) => row.instrument_id))].slice(0, 3);
    days = [...new Set(rows.map((row) => row.day))];
  });
  after(() => t.close());

  const inDemo = <T>(work: (scope: TenantDb) => Promise<T>) =>
    inTenant(t.database.db, tenantId, work);
  const closesRead = (statements: string[]) =>
    statements.filter((text) => /from\s+"?daily_price"?/.test(text)).length;

  it('answers every day from the first as closes read from that day do', async () => {
    const fromDay = days[Math.floor(days.length / 2)]!;
    const [kept, fresh] = await inDemo(async (scope) => [
      await priceBookFrom(scope, instruments, fromDay, true),
      await priceBookFrom(scope, instruments, fromDay, false),
    ]);
    let compared = 0;
    for (let day = fromDay; day <= days[days.length - 1]!; day = addDays(day, 1))
      for (const id of instruments) {
        expect(kept.closeOnOrBefore(id, day)).toBe(fresh.closeOnOrBefore(id, day));
        expect(kept.closeOn(id, day)).toBe(fresh.closeOn(id, day));
        compared += 1;
      }
    expect(compared).toBeGreaterThan(instruments.length * 10);
  });

  it('reads no closes for a repeat, and reads them when not asked to keep them', async () => {
    await inDemo((scope) => priceBookFrom(scope, instruments, days[0]!, true));
    const repeat = await databaseStatements(t, () =>
      inDemo((scope) => priceBookFrom(scope, instruments, days[0]!, true)),
    );
    expect(closesRead(repeat)).toBe(0);
    const unkept = await databaseStatements(t, () =>
      inDemo((scope) => priceBookFrom(scope, instruments, days[0]!, false)),
    );
    expect(closesRead(unkept)).toBe(2);
  });

  it('holds a changed close at once', async () => {
    const [id, day] = [instruments[0]!, days[days.length - 1]!];
    const before = await inDemo((scope) => priceBookFrom(scope, [id], days[0]!, true));
    const changed = (before.closeOn(id, day) ?? 1_000) + 7;
    await inDemo((scope) => upsertPrices(scope, [{ instrumentId: id, day, close: changed }]));
    const after = await inDemo((scope) => priceBookFrom(scope, [id], days[0]!, true));
    expect(after.closeOn(id, day)).toBe(changed);
  });
});
