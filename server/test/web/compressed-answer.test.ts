// Cached report answers are compressed once per encoding (src/web/compressed-answer.ts): each
// client gets the encoding it accepts, the bytes decode to the same JSON, and a changed basket
// is never answered with the old compressed bytes.
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'expect';
import { negotiateEncoding } from '../../src/web/compressed-answer';
import { inTenant } from '../../src/db/tenant-scope';
import { demoAccount } from '../helpers/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('choosing the encoding', () => {
  it('prefers brotli, then gzip, honouring q-values and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed report answers', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let url: string;
  let basketId: string;
  before(async () => {
    t = await createTestApp({ portfolio: true });
    customer = await demoAccount(t, 'customer1');
    const list = await t.app.inject({
      url: '/api/app/basket/approved-baskets-list',
      headers: customer,
    });
    basketId = (list.json().items as { basketID: string }[])[0]!.basketID;
    url = `/api/app/report/dashboard?basketId=${basketId}`;
  });
  after(() => t.close());

  const get = (encoding?: string) =>
    t.app.inject({
      url,
      headers: { ...customer, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('answers each accepted encoding with bytes that decode to the plain answer', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect((await get('gzip')).rawPayload.equals(gzip.rawPayload)).toBe(true);
  });

  it('compresses a changed answer afresh', async () => {
    const before = brotliDecompressSync((await get('br')).rawPayload).toString();
    const tenantId = (
      await t.database.db
        .selectFrom('tenant')
        .select('id')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    await inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .updateTable('basket')
        .set({ name: 'سبد فشرده' })
        .where('id', '=', basketId)
        .execute(),
    );
    const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString());
    expect(after.header.basketName).toBe('سبد فشرده');
    expect(JSON.stringify(after)).not.toBe(before);
  });
});
