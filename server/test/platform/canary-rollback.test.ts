// The automatic rollback of a canary (platform/canary-watch.ts): judged on the outcomes since it
// started, it ends only with enough outcomes and a failure rate above both its limit and the
// stable release's rate plus the margin; the figures go into the history, exactly one replica
// records it, other remotes' canaries stay, and the canary's browsers get the stable release.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { RemoteHealthEvent } from '@crm/shared/platform';
import { evaluateCanaries, startCanaryWatch } from '../../src/platform/canary-watch';
import { recordRemoteHealth } from '../../src/platform/remote-health.service';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { resetRollouts } from '../helpers/rollout-reset';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

/** `failed` loads failing at their first mount and the other outcomes mounting. */
function loads(
  remote: RemoteHealthEvent['remote'],
  version: string,
  outcomes: number,
  failed: number,
) {
  return Array.from({ length: outcomes }, (_, index): RemoteHealthEvent => ({
    remote,
    version,
    stage: 'first-mount',
    outcome: index < failed ? 'failed' : 'ok',
  }));
}

describe('automatic rollback of a canary', () => {
  let t: TestApp;
  const report = (events: RemoteHealthEvent[]) =>
    recordRemoteHealth(t.database.db, events, new Date());
  const evaluate = () => evaluateCanaries(t.database.db, new Date());
  const promote = (name: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/promote`,
      headers: auth,
      payload: body,
    });
  const history = async (name = 'reports') =>
    (await t.app.inject({ url: `/api/platform/remotes/${name}/history`, headers: auth })).json()
      .items as { event: string; version: string; actor: string; details: unknown }[];
  /** The running canaries, remote → version. */
  const canaries = async () =>
    Object.fromEntries(
      (await t.database.db.selectFrom('remote_canary').select(['name', 'version']).execute()).map(
        (row) => [row.name, row.version],
      ),
    );

  before(async () => {
    t = await createTestApp({ demo: false });
    for (const [name, version] of [
      ['reports', '1.2.0'],
      ['reports', '1.3.0'],
      ['contracts', '2.0.0'],
      ['contracts', '2.1.0'],
    ] as const)
      await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: { name, version, areas: ['/'], files: fakeReleaseFiles(name, version) },
      });
  });
  after(() => t.close());
  beforeEach(async () => {
    await resetRollouts(t.database.db);
    expect((await promote('reports', { version: '1.2.0' })).statusCode).toBe(200);
    expect((await promote('reports', { version: '1.3.0', canary: 50 })).statusCode).toBe(200);
  });

  it('waits for 20 outcomes, and does not roll back at exactly 5 %', async () => {
    await report(loads('reports', '1.3.0', 19, 19));
    expect(await evaluate()).toEqual([]);
    await t.database.db.deleteFrom('remote_health_count').execute();
    await report(loads('reports', '1.3.0', 20, 1));
    expect(await evaluate()).toEqual([]);
    expect(await canaries()).toEqual({ reports: '1.3.0' });
    // 2 of 21 (9.5 %), the stable release without outcomes: above both.
    await report(loads('reports', '1.3.0', 1, 1));
    const [rollback] = await evaluate();
    expect(rollback).toMatchObject({ name: 'reports', version: '1.3.0', stable: '1.2.0' });
    expect(await canaries()).toEqual({});
  });

  it('does not roll back while the stable release fails about as often', async () => {
    // 4 of 20 (20 %) against 9 of 50 (18 %) plus 2 points: not above.
    await report([...loads('reports', '1.3.0', 20, 4), ...loads('reports', '1.2.0', 50, 9)]);
    expect(await evaluate()).toEqual([]);
    expect(await canaries()).toEqual({ reports: '1.3.0' });
    // 5 of 21 (23.8 %): above both.
    await report(loads('reports', '1.3.0', 1, 1));
    expect(await evaluate()).toHaveLength(1);
  });

  it('ends the canary with the figures in the history, the stable release staying', async () => {
    await report([...loads('reports', '1.3.0', 24, 6), ...loads('reports', '1.2.0', 40, 1)]);
    expect(await evaluate()).toHaveLength(1);
    const last = (await history()).at(-1)!;
    expect(last).toMatchObject({
      event: 'canary-rolled-back-automatically',
      version: '1.3.0',
      actor: 'system',
      details: {
        stable: '1.2.0',
        failures: 6,
        outcomes: 24,
        failureRate: 0.25,
        stableFailures: 1,
        stableOutcomes: 40,
        stableRate: 0.025,
        minOutcomes: 20,
        maxFailurePercent: 5,
        marginPoints: 2,
      },
    });
    expect((await t.app.inject({ url: '/api/platform/remotes' })).json().remotes[0].version).toBe(
      '1.2.0',
    );
  });

  it('is recorded once when two replicas judge the canary at the same time, and not again', async () => {
    await report(loads('reports', '1.3.0', 20, 20));
    const [first, second] = await Promise.all([evaluate(), evaluate()]);
    expect(first!.length + second!.length).toBe(1);
    expect(await evaluate()).toEqual([]);
    const automatic = (await history()).filter(
      (event) => event.event === 'canary-rolled-back-automatically',
    );
    expect(automatic).toHaveLength(1);
  });

  it('is judged by the thresholds the canary was started or raised with', async () => {
    await t.database.db.deleteFrom('remote_canary').execute();
    const started = await promote('reports', {
      version: '1.3.0',
      canary: 50,
      minOutcomes: 10,
      maxFailurePercent: 50,
      marginPoints: 10,
    });
    expect(started.statusCode).toBe(200);
    // 4 of 10 (40 %): below its 50 %.
    await report(loads('reports', '1.3.0', 10, 4));
    expect(await evaluate()).toEqual([]);
    expect((await promote('reports', { version: '1.3.0', maxFailurePercent: 30 })).statusCode).toBe(
      200,
    );
    const [rollback] = await evaluate();
    expect(rollback!.figures).toMatchObject({
      failures: 4,
      outcomes: 10,
      minOutcomes: 10,
      maxFailurePercent: 30,
      marginPoints: 10,
    });
    const events = (await history()).map((event) => event.event);
    expect(events.slice(-3)).toEqual([
      'canary-started',
      'canary-raised',
      'canary-rolled-back-automatically',
    ]);
    expect(
      (await promote('reports', { version: '1.3.0', canary: 10, maxFailurePercent: 101 }))
        .statusCode,
    ).toBe(400);
  });

  it("leaves another remote's canary alone", async () => {
    expect((await promote('contracts', { version: '2.0.0' })).statusCode).toBe(200);
    expect((await promote('contracts', { version: '2.1.0', canary: 10 })).statusCode).toBe(200);
    await report([...loads('reports', '1.3.0', 30, 30), ...loads('contracts', '2.1.0', 30, 1)]);
    const rolledBack = await evaluate();
    expect(rolledBack.map((rollback) => rollback.name)).toEqual(['reports']);
    expect(await canaries()).toEqual({ contracts: '2.1.0' });
    expect((await history('contracts')).map((event) => event.event)).not.toContain(
      'canary-rolled-back-automatically',
    );
  });

  it("gives the canary's browsers the stable release on their next load", async () => {
    const versionFor = async (rolloutId: string) => {
      const response = await t.app.inject({ url: `/api/platform/remotes?rolloutId=${rolloutId}` });
      return response.json().remotes.find((r: { name: string }) => r.name === 'reports')
        .version as string;
    };
    const ids = Array.from({ length: 40 }, (_, index) => `browser-${index}`);
    const inCanary: string[] = [];
    for (const id of ids) if ((await versionFor(id)) === '1.3.0') inCanary.push(id);
    expect(inCanary.length).toBeGreaterThan(5);
    await report(loads('reports', '1.3.0', 20, 20));
    expect(await evaluate()).toHaveLength(1);
    for (const id of inCanary) expect(await versionFor(id)).toBe('1.2.0');
  });

  it('is judged by the watch the server starts, which calls back with the rollback', async () => {
    await report(loads('reports', '1.3.0', 20, 20));
    const seen: string[] = [];
    const errors: unknown[] = [];
    const stop = startCanaryWatch(t.database.db, {
      everyMs: 20,
      now: () => new Date(),
      onRollback: (rollback) => seen.push(`${rollback.name}@${rollback.version}`),
      onError: (error) => errors.push(error),
    });
    try {
      const deadline = Date.now() + 5_000;
      while (seen.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    expect(seen).toEqual(['reports@1.3.0']);
  });
});
