// The browsers' health reports: anonymous, stored as counts per release, minute, stage and
// outcome (nothing about the browser), events without their page load's ticket or of releases it
// did not name ignored (health-tickets.test.ts has the rest), bad batches refused whole, bounded
// by size, origin and a rate limit per address.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import {
  REMOTE_HEALTH_BODY_LIMIT,
  REMOTE_HEALTH_PATH,
  REMOTE_HEALTH_RATE_LIMIT,
} from '../../src/platform/remote-health.routes';
import { HEALTH_TICKET_MAX_LENGTH } from '@crm/shared/platform';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

const operator = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
const NOW = new Date('2026-03-01T08:30:45.123Z');

/** The health ticket of one page load (a manifest answer's). */
let ticket = '';
const event = (changes: Record<string, unknown> = {}) => ({
  remote: 'reports',
  version: '1.0.0',
  outcome: 'ok',
  stage: 'first-mount',
  rolloutId: 'b7e1c0ffee',
  ticket,
  ...changes,
});

describe('remote health reports', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: true, now: () => NOW });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: operator,
      payload: {
        name: 'reports',
        version: '1.0.0',
        areas: ['/'],
        files: fakeReleaseFiles('reports', 'h1'),
      },
    });
    expect(registered.statusCode).toBe(201);
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: operator,
      payload: { version: '1.0.0' },
    });
    expect(promoted.statusCode).toBe(200);
  });
  after(() => t.close());
  /** A new page load's ticket. */
  const pageLoad = async () =>
    (await t.app.inject({ url: '/api/platform/remotes?rolloutId=b7e1c0ffee' })).json()
      .healthTicket as string;
  beforeEach(async () => {
    await t.database.db.deleteFrom('remote_health_count').execute();
    ticket = await pageLoad();
  });

  const report = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: REMOTE_HEALTH_PATH,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const rows = () =>
    t.database.db
      .selectFrom('remote_health_count')
      .selectAll()
      .orderBy('stage')
      .orderBy('outcome')
      .execute();

  it('stores an anonymous page’s report as counts of its minute, with nothing of the browser', async () => {
    const answer = await report(
      [
        event({ stage: 'entry-fetched' }),
        event({ stage: 'integrity' }),
        event({ stage: 'container-init' }),
        event(),
        event({ rolloutId: 'another-browser', ticket: await pageLoad() }),
        event({ outcome: 'failed', rolloutId: 'third', ticket: await pageLoad() }),
      ],
      { origin: TEST_ORIGIN, __tenant: 'demo' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ accepted: 6, ignored: 0 });
    const stored = await rows();
    expect(stored.map((row) => [row.stage, row.outcome, row.count])).toEqual([
      ['container-init', 'ok', 1],
      ['entry-fetched', 'ok', 1],
      ['first-mount', 'failed', 1],
      ['first-mount', 'ok', 2],
      ['integrity', 'ok', 1],
    ]);
    for (const row of stored) {
      expect(Object.keys(row).sort()).toEqual([
        'count',
        'minute',
        'name',
        'outcome',
        'stage',
        'version',
      ]);
      expect(row.minute.toISOString()).toBe('2026-03-01T08:30:00.000Z');
    }
    expect(JSON.stringify(stored)).not.toContain('b7e1c0ffee');
    const claims = await t.database.db.selectFrom('remote_health_claim').select('key').execute();
    expect(JSON.stringify(claims)).not.toMatch(/b7e1c0ffee|127\.0\.0\.1/);
  });

  it('adds a later report of the same minute to its counts', async () => {
    await report([event()]);
    await report([event({ ticket: await pageLoad() }), event({ ticket: await pageLoad() })]);
    expect((await rows()).map((row) => row.count)).toEqual([3]);
  });

  it('ignores events of releases that are not registered or its ticket does not name, storing the rest', async () => {
    const answer = await report([
      event(),
      event({ version: '9.9.9' }),
      event({ remote: 'identity' }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ accepted: 1, ignored: 2 });
    expect((await rows()).map((row) => [row.name, row.version])).toEqual([['reports', '1.0.0']]);
  });

  it('refuses a batch with a bad event whole, naming the member, in Persian first', async () => {
    for (const bad of [
      [event(), event({ remote: 'payroll' })],
      [event({ stage: 'painted' })],
      [event({ outcome: 'maybe' })],
      [event({ version: 'latest' })],
      [event({ rolloutId: 'no spaces' })],
      [event({ ip: '203.0.113.5' })],
      Array.from({ length: 51 }, () => event()),
      { events: [event()] },
      'not json',
    ]) {
      const answer = await report(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBeTruthy();
    }
    const persian = await report([event({ stage: 'painted' })]);
    expect(persian.json().error.validationErrors[0].members).toEqual(['0.stage']);
    expect(persian.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const english = await report([event({ stage: 'painted' })], { 'accept-language': 'en' });
    expect(english.json().error.message).toMatch(/^[\x20-\x7E]+$/);
    expect(await rows()).toEqual([]);
  });

  it('takes 50 events of the longest kind, and refuses a body over its limit', async () => {
    const longest = event({
      remote: 'adminSettings',
      version: `1.0.0-${'a'.repeat(58)}`,
      outcome: 'failed',
      stage: 'container-init',
      rolloutId: 'r'.repeat(128),
      ticket: 't'.repeat(HEALTH_TICKET_MAX_LENGTH),
    });
    const fifty = JSON.stringify(Array.from({ length: 50 }, () => longest));
    expect(fifty.length).toBeLessThanOrEqual(REMOTE_HEALTH_BODY_LIMIT);
    expect((await report(fifty)).statusCode).toBe(200);
    const padded = `[${' '.repeat(REMOTE_HEALTH_BODY_LIMIT)}]`;
    const tooBig = await report(padded);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBeDefined();
  });

  it('refuses a report from another site’s page, and takes one from a tenant’s host name', async () => {
    const foreign = await report([event()], {
      origin: 'https://evil.example',
      'accept-language': 'en',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatchObject({
      code: 'Platform:ForeignOrigin',
      message: expect.stringContaining('"https://evil.example" is another site'),
    });
    const persian = await report([event()], { origin: 'https://evil.example' });
    expect(persian.json().error.message).toContain('«https://evil.example» سایت دیگری است');
    expect((await report([event()], { origin: 'null' })).statusCode).toBe(403);
    const without = await t.app.inject({
      method: 'POST',
      url: REMOTE_HEALTH_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([event()]),
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe('Platform:OriginRequired');
    expect(await rows()).toEqual([]);
    const tenantHost = await report([event()], {
      origin: 'https://demo.crm.example',
      host: 'demo.crm.example',
    });
    expect(tenantHost.statusCode).toBe(200);
  });

  it('limits the reports of one address per minute, not those of another', async () => {
    await freshRateWindow(); // a minute's end would start the count again (helpers/rate-window.ts)
    const address = '198.51.100.7';
    for (let sent = 0; sent < REMOTE_HEALTH_RATE_LIMIT; sent += 1)
      expect((await report([], {}, address)).statusCode).toBe(200);
    const limited = await report([event()], {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(
      (await report([event({ ticket: await pageLoad() })], {}, '198.51.100.8')).statusCode,
    ).toBe(200);
    expect((await rows()).map((row) => row.count)).toEqual([1]);
  });
});
