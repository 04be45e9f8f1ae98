import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('settings: value by key', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers a client-visible setting as text, and refuses hidden or unknown ones', async () => {
    const visible = await t.app.inject('/api/app/setting/value-by-key?key=CHECK_USER_ACCESS_MENU');
    expect(visible.statusCode).toBe(200);
    expect(visible.headers['content-type']).toContain('text/plain');
    expect(visible.body).toBe('FALSE');
    expect(
      (await t.app.inject('/api/app/setting/value-by-key?key=Abp.Mailing.Smtp.Password'))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject('/api/app/setting/value-by-key?key=Nope')).statusCode).toBe(404);
  });
});
