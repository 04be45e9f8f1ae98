// GET /metrics: Prometheus' text format (read here by a strict reader), HTTP requests counted by
// route pattern and status class, the browsers' health reports, the running canaries; open to a
// scraper on this machine, elsewhere only with an operator deploy key.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildApp } from '../../src/app';
import { secretSubkey } from '../../src/config/secret-key';
import { mintHealthTicket } from '../../src/platform/health-ticket';
import { registerFakeRelease } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { parseExposition, valueOf } from '@crm/shared/tooling';

const operator = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
const ELSEWHERE = '203.0.113.9';

describe('GET /metrics', () => {
  let t: TestApp;
  let scopedKey: string;
  before(async () => {
    t = await createTestApp({ demo: true });
    for (const version of ['1.2.0', '1.3.0']) {
      expect(await registerFakeRelease(t.app, 'reports', version)).toBe(201);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: operator,
      payload: { version: '1.2.0' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/platform/deploy-keys',
      headers: operator,
      payload: { name: 'reports pipeline', remote: 'reports' },
    });
    scopedKey = created.json().key;
  });
  after(() => t.close());

  async function scrape() {
    const answer = await t.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    return parseExposition(answer.body);
  }

  it('reads strictly, and fails a malformed exposition', () => {
    expect(() => parseExposition('crm_x_total 1\n')).toThrow(/without TYPE/);
    expect(() => parseExposition('# TYPE a counter\na{b=c} 1\n')).toThrow(/not a sample/);
    expect(() => parseExposition('# TYPE a counter\na 1 2 3\n')).toThrow(/not a sample/);
  });

  it('answers Prometheus’ text format to a scraper on this machine', async () => {
    const answer = await t.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const families = parseExposition(answer.body);
    expect(families.get('crm_http_requests_total')?.type).toBe('counter');
    expect(families.get('crm_http_request_duration_seconds')?.type).toBe('histogram');
    expect(families.get('crm_remote_health_events_total')?.type).toBe('counter');
    expect(families.get('crm_remote_canary_share_percent')?.type).toBe('gauge');
    expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status class, never by the raw URL', async () => {
    const route = { method: 'GET', route: '/api/platform/remotes/:name/history' };
    const ok = { ...route, status_class: '2xx' };
    const refused = { ...route, status_class: '4xx' };
    const before = await scrape();
    for (let i = 0; i < 2; i += 1)
      await t.app.inject({ url: '/api/platform/remotes/reports/history', headers: operator });
    await t.app.inject({ url: '/api/platform/remotes/identity/history' });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(moved('crm_http_requests_total', ok)).toBe(2);
    expect(moved('crm_http_requests_total', refused)).toBe(1);
    expect(moved('crm_http_request_duration_seconds_count', ok)).toBe(2);
    expect(valueOf(after, 'crm_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(
      valueOf(after, 'crm_http_request_duration_seconds_count', ok),
    );
    const routes = after.get('crm_http_requests_total')!.samples.map((s) => s.labels.route);
    expect(routes.filter((label) => /reports|identity/.test(label ?? ''))).toEqual([]);
  });

  it('counts the browsers’ health reports by release, stage and outcome', async () => {
    // Each a page load of its own, as its manifest answer's ticket says.
    const report = (outcome: string, version = '1.3.0') => ({
      remote: 'reports',
      version,
      outcome,
      stage: 'first-mount',
      ticket: mintHealthTicket(
        secretSubkey(t.config, 'health-ticket'),
        { releases: [{ name: 'reports', version }] },
        new Date(),
      ),
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remote-health',
      headers: { origin: TEST_ORIGIN },
      payload: [report('failed'), report('failed'), report('ok'), report('ok', '7.7.7')],
    });
    expect(answer.json()).toEqual({ accepted: 3, ignored: 1 });
    const families = await scrape();
    const labels = { remote: 'reports', version: '1.3.0', stage: 'first-mount' };
    expect(
      valueOf(families, 'crm_remote_health_events_total', { ...labels, outcome: 'failed' }),
    ).toBe(2);
    expect(valueOf(families, 'crm_remote_health_events_total', { ...labels, outcome: 'ok' })).toBe(
      1,
    );
    expect(
      valueOf(families, 'crm_remote_health_events_total', { version: '7.7.7' }),
    ).toBeUndefined();
  });

  it('shows each running canary with its version, share and tenants', async () => {
    const promote = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/remotes/reports/promote',
        headers: operator,
        payload,
      });
    expect((await promote({ version: '1.3.0', canary: 25, tenants: ['demo'] })).statusCode).toBe(
      200,
    );
    const running = await scrape();
    const canary = { remote: 'reports', version: '1.3.0' };
    expect(valueOf(running, 'crm_remote_canary_share_percent', canary)).toBe(25);
    expect(valueOf(running, 'crm_remote_canary_tenants', canary)).toBe(1);
    expect((await promote({ version: '1.3.0', canary: 40 })).statusCode).toBe(200);
    expect(valueOf(await scrape(), 'crm_remote_canary_share_percent', canary)).toBe(40);
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/rollback',
      headers: operator,
    });
    const ended = await scrape();
    expect(ended.get('crm_remote_canary_share_percent')!.samples).toEqual([]);
  });

  it('shows the live release of each remote per channel, and counts people’s promotions and rollbacks', async () => {
    const call = (path: string, payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/platform/remotes/reports/${path}`,
        headers: operator,
        ...(payload ? { payload } : {}),
      });
    await t.database.db.updateTable('remote_release').set({ withdrawn_at: null }).execute();
    const before = await scrape();
    const counter = (families: typeof before, name: string, labels: Record<string, string>) =>
      valueOf(families, name, labels) ?? 0;
    expect((await call('promote', { version: '1.3.0', canary: 10 })).statusCode).toBe(200);
    const running = await scrape();
    const live = running.get('crm_remote_live_release')!;
    expect(live.type).toBe('gauge');
    expect(
      live.samples
        .map((sample) => sample.labels)
        .sort((a, b) => (a.channel! < b.channel! ? -1 : 1)),
    ).toEqual([
      { remote: 'reports', version: '1.3.0', channel: 'canary' },
      { remote: 'reports', version: '1.2.0', channel: 'stable' },
    ]);
    expect((await call('rollback')).statusCode).toBe(200);
    expect((await call('rollback')).statusCode).toBe(409);
    const after = await scrape();
    expect(after.get('crm_remote_live_release')!.samples.map((s) => s.labels)).toEqual([
      { remote: 'reports', version: '1.2.0', channel: 'stable' },
    ]);
    const moved = (name: string, labels: Record<string, string>) =>
      counter(after, name, labels) - counter(before, name, labels);
    expect(
      moved('crm_remote_manual_promotions_total', { remote: 'reports', channel: 'canary' }),
    ).toBe(1);
    expect(
      moved('crm_remote_manual_promotions_total', { remote: 'reports', channel: 'stable' }),
    ).toBe(0);
    expect(moved('crm_remote_manual_rollbacks_total', { remote: 'reports' })).toBe(1);
  });

  it('needs an operator key from anywhere else: none is 401, a remote’s key 403', async () => {
    const from = (headers: Record<string, string>, remoteAddress = ELSEWHERE) =>
      t.app.inject({ url: '/metrics', headers, remoteAddress });
    const none = await from({});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('Platform:DeployKeyRequired');
    expect(none.body).not.toContain('crm_http_requests_total');
    const scoped = await from({ authorization: `Bearer ${scopedKey}` });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().error.code).toBe('Platform:OperatorKeyRequired');
    expect((await from({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const allowed = await from(operator);
    expect(allowed.statusCode).toBe(200);
    expect(parseExposition(allowed.body).has('crm_http_requests_total')).toBe(true);
  });

  it('is not open through a proxy on this machine, whatever the proxy is trusted to say', async () => {
    const forwarded = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(forwarded.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { forwarded: 'for=1.2.3.4' } })).statusCode,
    ).toBe(401);
    // Trusting every proxy, a client elsewhere could name 127.0.0.1 as itself: not enough.
    const trusting = await buildApp(t.deps, { logger: false, trustProxy: true });
    try {
      const spoofed = await trusting.inject({
        url: '/metrics',
        headers: { 'x-forwarded-for': '127.0.0.1' },
        remoteAddress: ELSEWHERE,
      });
      expect(spoofed.statusCode).toBe(401);
      const withKey = await trusting.inject({
        url: '/metrics',
        headers: { 'x-forwarded-for': '198.51.100.4', ...operator },
      });
      expect(withKey.statusCode).toBe(200);
    } finally {
      await trusting.close();
    }
  });
});
