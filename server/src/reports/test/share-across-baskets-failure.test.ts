// asset-state-share leaves out a basket only when it has nothing to show (404s); a basket that
// cannot be read or valued fails the report instead of silently dropping out of it.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { asOwner } from '../../../test/helpers/as-owner';
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

  it('includes the basket while it can be read', async () => {
    const response = await share();
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((row: { basketId: string }) => row.basketId)).toEqual([
      basket.basketId,
    ]);
  });

  it('fails with a server error, not an answer without the basket, when its series cannot be read', async () => {
    await asOwner(t.database.db, sql`alter table basket_series rename to basket_series_away`);
    try {
      const response = await share();
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('Crm:InternalError');
    } finally {
      await asOwner(t.database.db, sql`alter table basket_series_away rename to basket_series`);
    }
  });
});
