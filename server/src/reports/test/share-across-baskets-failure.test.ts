// asset-state-share leaves out a basket only when it has nothing to show (404s); a basket that
// cannot be read or valued fails the report instead of silently dropping out of it.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql, type RawBuilder } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadSmallBasket, type SmallBasket } from './small-basket.fixture';

describe('asset-state-share when a basket cannot be read', () => {
  let t: TestApp;
  let basket: SmallBasket;
  const share = () =>
    t.app.inject({
      url: '/api/app/basket/asset-state-share?instrumentId=FOLD',
      headers: basket.headers,
    });

  before(async () => {
    t = await createTestApp();
    basket = await loadSmallBasket(t);
  });
  after(() => t.close());

  // Only the tables' owner may rename one; on PostgreSQL the app's connections run as the app's
  // role (`set role` on connect), so the statement runs with the role reset for its transaction.
  const asOwner = (statement: RawBuilder<unknown>) =>
    t.database.db.transaction().execute(async (tx) => {
      await sql`set local role none`.execute(tx);
      await statement.execute(tx);
    });

  it('includes the basket while it can be read', async () => {
    const response = await share();
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((row: { basketId: string }) => row.basketId)).toEqual([
      basket.basketId,
    ]);
  });

  it('fails with a server error, not an answer without the basket, when its series cannot be read', async () => {
    await asOwner(sql`alter table basket_series rename to basket_series_away`);
    try {
      const response = await share();
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('Crm:InternalError');
    } finally {
      await asOwner(sql`alter table basket_series_away rename to basket_series`);
    }
  });
});
