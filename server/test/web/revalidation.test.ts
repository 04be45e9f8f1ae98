// The host page is revalidated on every load (`no-cache`): it carries an ETag, and a reload that
// sends it back gets a bodiless 304 until the page changes. The remotes manifest is never kept
// (`no-store`): each answer carries a health ticket of its own (platform/health-ticket.ts).
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import { matchesIfNoneMatch } from '../../src/web/etag';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

describe('revalidating the host page; the remotes manifest never cached', () => {
  let t: TestApp;
  let hostDist: string;
  before(async () => {
    hostDist = mkdtempSync(join(tmpdir(), 'crm-host-'));
    writeFileSync(
      join(hostDist, 'index.html'),
      `<html><head></head><body>${'host '.repeat(400)}</body></html>`,
    );
    t = await createTestApp({ demo: false, hostDist });
  });
  after(async () => {
    await t.close();
    rmSync(hostDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers a reload of the page with 304, on any client route, compressed or not', async () => {
    const first = await get('/account/login');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    for (const path of ['/account/login', '/reports/dashboard']) {
      for (const encoding of ['identity', 'br']) {
        const again = await get(path, { 'if-none-match': etag, 'accept-encoding': encoding });
        expect([path, encoding, again.statusCode, again.body]).toEqual([path, encoding, 304, '']);
        expect(again.headers.etag).toBe(etag);
      }
    }
    const stale = await get('/account/login', { 'if-none-match': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('host');
  });

  it('answers every load of the manifest whole, never from a cache: each answer has its own ticket', async () => {
    const first = await get('/api/platform/remotes');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ remotes: [] });
    const again = await get('/api/platform/remotes', { 'if-none-match': '*' });
    expect(again.statusCode).toBe(200);
    expect(again.json().healthTicket).not.toBe(first.json().healthTicket);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: auth,
      payload: {
        name: 'reports',
        version: '1.0.0',
        areas: ['/'],
        files: fakeReleaseFiles('reports', 'x'),
      },
    });
    expect(registered.statusCode).toBe(201);
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: auth,
      payload: { version: '1.0.0' },
    });
    expect(promoted.statusCode).toBe(200);
    const changed = await get('/api/platform/remotes');
    expect(changed.json().remotes).toHaveLength(1);
  });

  it('compares If-None-Match weakly, in a list, and with *', () => {
    const etag = 'W/"abc"';
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
