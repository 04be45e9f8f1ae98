// How a release has fared over a window (what the automatic rollback reads): outcomes are loads
// whose first page mounted or that failed at some stage; `ok` at an earlier stage is a step, not
// an outcome; minutes outside the window do not count; old minutes are pruned.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { RemoteHealthEvent } from '@crm/shared/platform';
import {
  HEALTH_RETENTION_DAYS,
  recordRemoteHealth,
  releaseHealth,
  remoteHealthRecorder,
} from '../../src/platform/remote-health.service';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const at = (time: string) => new Date(`2026-03-01T${time}Z`);
const events = (
  count: number,
  outcome: RemoteHealthEvent['outcome'],
  stage: RemoteHealthEvent['stage'],
  version = '1.3.0',
): RemoteHealthEvent[] =>
  Array.from({ length: count }, () => ({ remote: 'reports', version, outcome, stage }));

describe('release health over a window', () => {
  let t: TestApp;
  const canary = { remote: 'reports', version: '1.3.0' };
  before(async () => {
    t = await createTestApp({ demo: false });
    for (const version of ['1.2.0', '1.3.0'])
      await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: { authorization: `Bearer ${TEST_DEPLOY_KEY}` },
        payload: {
          name: 'reports',
          version,
          areas: ['/'],
          files: fakeReleaseFiles('reports', version),
        },
      });
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('remote_health_count').execute();
  });

  it('answers the outcomes, the failures by stage and the failure rate', async () => {
    const { db } = t.database;
    await recordRemoteHealth(
      db,
      [
        ...events(40, 'ok', 'entry-fetched'),
        ...events(38, 'ok', 'container-init'),
        ...events(30, 'ok', 'first-mount'),
        ...events(2, 'failed', 'entry-fetched'),
        ...events(1, 'failed', 'integrity'),
        ...events(5, 'failed', 'first-mount'),
        ...events(50, 'ok', 'first-mount', '1.2.0'),
      ],
      at('10:00:10'),
    );
    const health = await releaseHealth(db, canary, {
      since: at('10:00:00'),
      until: at('10:05:00'),
    });
    expect(health).toMatchObject({ succeeded: 30, failed: 8, outcomes: 38 });
    expect(health.failureRate).toBeCloseTo(8 / 38, 10);
    expect(health.stages).toEqual({
      'entry-fetched': { ok: 40, failed: 2 },
      integrity: { ok: 0, failed: 1 },
      'container-init': { ok: 38, failed: 0 },
      'first-mount': { ok: 30, failed: 5 },
    });
    const stable = await releaseHealth(
      db,
      { remote: 'reports', version: '1.2.0' },
      {
        since: at('10:00:00'),
        until: at('10:05:00'),
      },
    );
    expect(stable).toMatchObject({ succeeded: 50, failed: 0, outcomes: 50, failureRate: 0 });
  });

  it('counts the minutes from the one `since` falls in to `until`, both included', async () => {
    const { db } = t.database;
    await recordRemoteHealth(db, events(1, 'failed', 'first-mount'), at('09:59:59'));
    await recordRemoteHealth(db, events(2, 'failed', 'first-mount'), at('10:00:30'));
    await recordRemoteHealth(db, events(3, 'ok', 'first-mount'), at('10:04:59'));
    await recordRemoteHealth(db, events(4, 'ok', 'first-mount'), at('10:05:01'));
    const window = { since: at('10:00:45'), until: at('10:04:30') };
    const health = await releaseHealth(db, canary, window);
    expect(health).toMatchObject({ succeeded: 3, failed: 2, outcomes: 5 });
    expect(health.since.toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('has no failure rate without outcomes: steps on the way are not outcomes', async () => {
    const { db } = t.database;
    await recordRemoteHealth(db, events(7, 'ok', 'container-init'), at('10:01:00'));
    const health = await releaseHealth(db, canary, {
      since: at('10:00:00'),
      until: at('10:10:00'),
    });
    expect(health).toMatchObject({ succeeded: 0, failed: 0, outcomes: 0, failureRate: null });
  });

  it('drops minutes older than the retention period when it records', async () => {
    const { db } = t.database;
    const now = at('12:00:00');
    const old = new Date(now.getTime() - (HEALTH_RETENTION_DAYS * 24 + 1) * 3_600_000);
    await recordRemoteHealth(db, events(1, 'ok', 'first-mount'), old);
    const record = remoteHealthRecorder(db, () => now);
    await record(events(1, 'ok', 'first-mount'));
    const minutes = await db.selectFrom('remote_health_count').select('minute').execute();
    expect(minutes.map((row) => row.minute.toISOString())).toEqual([now.toISOString()]);
  });
});
