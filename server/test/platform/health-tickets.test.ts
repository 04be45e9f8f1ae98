// Issue 37, fault 4: health that proves a page load. An event counts only with the ticket of a
// manifest answer that named its release; a ticket counts one outcome per remote; reports need
// this site's Origin; and while a canary runs, one address (however many tickets it fetched)
// adds one outcome to each release the verdict compares, so it can neither keep a failing
// canary alive nor end a healthy one, while real failing browsers still end a failing canary.
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { RemoteHealthEvent } from '@crm/shared/platform';
import { secretSubkey } from '../../src/config/secret-key';
import { evaluateCanaries } from '../../src/platform/canary-watch';
import { mintHealthTicket } from '../../src/platform/health-ticket';
import { REMOTE_HEALTH_PATH } from '../../src/platform/remote-health.routes';
import { registerFakeRelease } from '../helpers/fake-release';
import { resetRollouts } from '../helpers/rollout-reset';
import { createTestApp, TEST_DEPLOY_KEY, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const operator = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
const STABLE = '1.2.0';
const CANARY = '1.3.0';

describe('health tickets', () => {
  let t: TestApp;
  const manifest = async (rolloutId: string) =>
    (await t.app.inject({ url: `/api/platform/remotes?rolloutId=${rolloutId}` })).json() as {
      healthTicket: string;
      remotes: { name: string; version: string; canary?: boolean }[];
    };
  /** A real browser's ticket: manifests of fresh rollout ids until one gets `version`. */
  async function browserTicket(version: string): Promise<string> {
    for (;;) {
      const answer = await manifest(`browser-${randomUUID()}`);
      if (answer.remotes.find((r) => r.name === 'reports')?.version === version)
        return answer.healthTicket;
    }
  }
  const loadOf = (version: string, outcome: 'ok' | 'failed', ticket?: string) =>
    ({
      remote: 'reports',
      version,
      stage: 'first-mount',
      outcome,
      ...(ticket ? { ticket } : {}),
    }) as RemoteHealthEvent;
  const report = (
    events: unknown[],
    { address = '203.0.113.1', origin = TEST_ORIGIN as string | undefined } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: REMOTE_HEALTH_PATH,
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      payload: JSON.stringify(events),
      remoteAddress: address,
    });
  /** `version outcome count` per stage, the minutes added up (a test may cross a minute). */
  const counted = async () => {
    const rows = await t.database.db.selectFrom('remote_health_count').selectAll().execute();
    const sums = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.version} ${row.stage} ${row.outcome}`;
      sums.set(key, (sums.get(key) ?? 0) + row.count);
    }
    return [...sums].map(([key, count]) => `${key.replace(/ \S+ /, ' ')} ${count}`).sort();
  };
  const canaryRunning = async () =>
    (await t.database.db.selectFrom('remote_canary').select('version').execute()).length > 0;
  /** Tickets as fetching that many manifests would give them (one address can fetch them all). */
  const minted = (version: string, count: number) => {
    const key = secretSubkey(t.config, 'health-ticket');
    return Array.from({ length: count }, (_, index) =>
      mintHealthTicket(
        key,
        { rolloutId: `flood-${index}`, releases: [{ name: 'reports', version }] },
        new Date(),
      ),
    );
  };
  /** 2,000 outcomes of `version` from one address, each with a ticket of its own. */
  async function flood(version: string, outcome: 'ok' | 'failed') {
    const tickets = minted(version, 2000);
    for (let at = 0; at < tickets.length; at += 50) {
      const batch = tickets.slice(at, at + 50).map((ticket) => loadOf(version, outcome, ticket));
      expect((await report(batch, { address: '198.51.100.66' })).statusCode).toBe(200);
    }
  }
  /** `count` real browsers of the canary, each on an address of its own, failing to mount. */
  async function failingBrowsers(count: number) {
    for (let index = 0; index < count; index += 1) {
      const ticket = await browserTicket(CANARY);
      const answer = await report([loadOf(CANARY, 'failed', ticket)], {
        address: `192.0.2.${index + 1}`,
      });
      expect(answer.json()).toEqual({ accepted: 1, ignored: 0 });
    }
  }

  before(async () => {
    t = await createTestApp({ demo: false });
    for (const version of [STABLE, CANARY]) {
      expect(await registerFakeRelease(t.app, 'reports', version)).toBe(201);
    }
  });
  after(() => t.close());
  beforeEach(async () => {
    await resetRollouts(t.database.db);
    const promote = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/remotes/reports/promote',
        headers: operator,
        payload: body,
      });
    expect((await promote({ version: STABLE })).statusCode).toBe(200);
    expect((await promote({ version: CANARY, canary: 50 })).statusCode).toBe(200);
  });

  it('gives every manifest answer a ticket naming its releases', async () => {
    const answer = await manifest('some-browser');
    expect(answer.healthTicket).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(answer.healthTicket.length).toBeLessThan(1024);
    expect((await manifest('some-browser')).healthTicket).not.toBe(answer.healthTicket);
  });

  it('changes nothing for one anonymous POST of 20 made-up failures, without Origin or tickets', async () => {
    const madeUp = Array.from({ length: 20 }, () => loadOf(CANARY, 'failed'));
    const withoutOrigin = await report(madeUp, { origin: '' });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(withoutOrigin.json().error.code).toBe('Platform:OriginRequired');
    expect((await report(madeUp)).json()).toEqual({ accepted: 0, ignored: 20 });
    const stable = await browserTicket(STABLE);
    const forged = [
      ...Array.from({ length: 5 }, () => loadOf(CANARY, 'failed', 'bm90.YSB0aWNrZXQ')),
      // A real ticket, but of a page load that got the stable release, not the canary.
      ...Array.from({ length: 5 }, () => loadOf(CANARY, 'failed', stable)),
      // Signed with another key.
      ...Array.from({ length: 5 }, () =>
        loadOf(
          CANARY,
          'failed',
          mintHealthTicket(
            Buffer.alloc(32, 7),
            { releases: [{ name: 'reports', version: CANARY }] },
            new Date(),
          ),
        ),
      ),
      // Expired.
      loadOf(
        CANARY,
        'failed',
        mintHealthTicket(
          secretSubkey(t.config, 'health-ticket'),
          { releases: [{ name: 'reports', version: CANARY }] },
          new Date(Date.now() - 2 * 60 * 60 * 1000),
        ),
      ),
    ];
    expect((await report(forged)).json()).toEqual({ accepted: 0, ignored: forged.length });
    expect(await evaluateCanaries(t.database.db, new Date())).toEqual([]);
    expect(await canaryRunning()).toBe(true);
    expect(await counted()).toEqual([]);
  });

  it('counts one outcome per ticket and remote, however often it is sent', async () => {
    const ticket = await browserTicket(STABLE);
    const stages = (['entry-fetched', 'container-init', 'first-mount'] as const).map((stage) => ({
      ...loadOf(STABLE, 'ok', ticket),
      stage,
    }));
    const first = await report([...stages, loadOf(STABLE, 'failed', ticket)]);
    expect(first.json()).toEqual({ accepted: 3, ignored: 1 });
    const replayed = await report([...stages, loadOf(STABLE, 'ok', ticket)]);
    expect(replayed.json()).toEqual({ accepted: 0, ignored: 4 });
    // entry-fetched, container-init and first-mount, once each.
    expect(await counted()).toEqual(['1.2.0 ok 1', '1.2.0 ok 1', '1.2.0 ok 1']);
  });

  it('does not keep a failing canary alive with 2,000 `ok` of the canary from one address', async () => {
    await failingBrowsers(20);
    await flood(CANARY, 'ok');
    expect(await counted()).toEqual(['1.3.0 failed 20', '1.3.0 ok 1']);
    const [rollback] = await evaluateCanaries(t.database.db, new Date());
    expect(rollback).toMatchObject({ version: CANARY, figures: { failures: 20, outcomes: 21 } });
    expect(await canaryRunning()).toBe(false);
  });

  it('does not keep a failing canary alive with 2,000 `failed` of the stable release from one address', async () => {
    await failingBrowsers(20);
    await flood(STABLE, 'failed');
    expect(await counted()).toEqual(['1.2.0 failed 1', '1.3.0 failed 20']);
    const [rollback] = await evaluateCanaries(t.database.db, new Date());
    expect(rollback).toMatchObject({ version: CANARY, stable: STABLE });
  });

  it('does not end a healthy canary with 2,000 `failed` of the canary from one address', async () => {
    const key = secretSubkey(t.config, 'health-ticket');
    for (let index = 0; index < 19; index += 1) {
      const ticket = mintHealthTicket(
        key,
        { rolloutId: `healthy-${index}`, releases: [{ name: 'reports', version: CANARY }] },
        new Date(),
      );
      await report([loadOf(CANARY, 'ok', ticket)], { address: `192.0.2.${index + 1}` });
    }
    await flood(CANARY, 'failed');
    expect(await counted()).toEqual(['1.3.0 failed 1', '1.3.0 ok 19']);
    expect(await evaluateCanaries(t.database.db, new Date())).toEqual([]);
    expect(await canaryRunning()).toBe(true);
  });
});
