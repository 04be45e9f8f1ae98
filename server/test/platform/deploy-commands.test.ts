// The deploy commands (scripts/deploy-key.mjs, release.mjs, promote.mjs) run as a team would,
// against a listening server: a new key printed once on the last line, options the commands do
// not know refused before anything changes, a canary started and the history printed.
import { after, before, describe, it } from 'node:test';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { expect } from 'expect';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const SCRIPTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts');
const run = promisify(execFile);

describe('deploy commands', () => {
  let t: TestApp;
  let base: string;
  let folder: string;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'crm-commands-'));
    const host = fakeBuildRecord('host', { exposes: [] });
    mkdirSync(join(folder, 'host'));
    writeFileSync(join(folder, 'host', 'crm-build.json'), JSON.stringify(host));
    t = await createTestApp({ demo: true, hostDist: join(folder, 'host') });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const version of ['1.2.0', '1.3.0'])
      await command('release', 'reports', '--version', version, '--dist', build(version));
    await command('promote', 'reports', '1.2.0');
  });
  after(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A release folder as a build leaves it; `build` replaces its crm-build.json. */
  function build(marker: string, record?: Record<string, unknown>) {
    const dir = join(folder, marker);
    for (const file of fakeReleaseFiles(
      'reports',
      marker,
      {},
      record ?? fakeBuildRecord('reports'),
    )) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), Buffer.from(file.content, 'base64'));
    }
    return dir;
  }

  async function command(script: string, ...args: string[]) {
    return commandWith(TEST_DEPLOY_KEY, script, ...args);
  }
  async function commandWith(key: string, script: string, ...args: string[]) {
    try {
      const { stdout } = await run(
        process.execPath,
        [join(SCRIPTS, `${script}.mjs`), ...args, '--server', base],
        {
          env: { ...process.env, CRM_DEPLOY_KEY: key },
        },
      );
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }
  const lines = (text: string) => text.trim().split('\n');
  const activeVersion = async () =>
    (await t.app.inject('/api/platform/remotes')).json().remotes[0].version as string;

  it('prints a new key once, on its own last line, and lists keys without them', async () => {
    const created = await command(
      'deploy-key',
      'create',
      '--remote',
      'reports',
      '--name',
      'reports pipeline',
    );
    expect(created.code).toBe(0);
    const key = lines(created.stdout).at(-1)!;
    expect(key).toMatch(/^crm_dk_[A-Za-z0-9_-]{43}$/);
    const listed = await command('deploy-key', 'list');
    expect(listed.stdout).toContain('reports pipeline  reports');
    expect(listed.stdout).not.toContain(key);

    const elsewhere = await commandWith(key, 'promote', 'identity', '1.0.0');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain(
      '403 The deploy key "reports pipeline" is for another remote',
    );
    const own = await commandWith(key, 'promote', 'reports', '--history');
    expect(own.code).toBe(0);

    expect((await command('deploy-key', 'revoke', 'reports pipeline')).code).toBe(0);
    expect((await commandWith(key, 'promote', 'reports', '--history')).stderr).toContain('401');
  });

  for (const args of [
    ['reports', '1.3.0', '--tenant', 'demo'],
    ['reports', '1.3.0', '--canery', '10'],
    ['reports', '1.3.0', '--canary', 'ten'],
    ['reports', '1.3.0', '--canary', '150'],
    ['reports', '1.3.0', 'extra'],
    ['reports', '1.3.0', '--rollback'],
  ]) {
    it(`refuses "promote ${args.join(' ')}" and changes nothing`, async () => {
      const refused = await command('promote', ...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr.length).toBeGreaterThan(10);
      expect(await activeVersion()).toBe('1.2.0');
      const manifest = await t.app.inject({
        url: '/api/platform/remotes',
        headers: { __tenant: 'demo' },
      });
      expect(manifest.json().remotes[0].version).toBe('1.2.0');
    });
  }

  it('refuses options the other commands do not know', async () => {
    const release = await command('release', 'reports', '--dist', build('x'), '--forse');
    expect(release.stderr).toContain("Unknown option '--forse'");
    const key = await command('deploy-key', 'create', '--remote', 'reports', '--nmae', 'x');
    expect(key.stderr).toContain("Unknown option '--nmae'");
  });

  it('refuses a release built against another React major, and registers it with --force', async () => {
    const react18 = fakeBuildRecord('reports');
    (react18.singletons as Record<string, string>).react = '18.3.1';
    const dir = build('react18', react18);
    const refused = await command('release', 'reports', '--version', '1.4.0', '--dist', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/built against react 18\.3\.1, but this host serves react 19\./);
    const forced = await command(
      'release',
      'reports',
      '--version',
      '1.4.0',
      '--dist',
      dir,
      '--force',
    );
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Registered with --force');
    expect(forced.stdout).toMatch(/react: built against 18\.3\.1, the host has 19\./);
  });

  it('starts, raises and completes a canary, and prints the history one event a line', async () => {
    const started = await command(
      'promote',
      'reports',
      '1.3.0',
      '--canary',
      '10',
      '--tenants',
      'demo',
    );
    expect(started.stdout).toContain(
      'Canary: reports@1.3.0 goes to 10% of the browsers of tenants demo.',
    );
    const versionsFor = async (tenant: Record<string, string>) => {
      const versions = new Set<string>();
      for (let id = 0; id < 60; id += 1) {
        const manifest = await t.app.inject({
          url: `/api/platform/remotes?rolloutId=browser-${id}`,
          headers: tenant,
        });
        versions.add(manifest.json().remotes[0].version);
      }
      return [...versions].sort();
    };
    expect(await versionsFor({ __tenant: 'demo' })).toEqual(['1.2.0', '1.3.0']);
    expect(await versionsFor({})).toEqual(['1.2.0']);
    expect((await command('promote', '--list')).stdout).toMatch(
      /~ reports@1\.3\.0 .*canary: 10% of the browsers of tenants demo/,
    );
    await command('promote', 'reports', '1.3.0', '--canary', '40');
    expect((await command('promote', 'reports', '--rollback')).stdout).toContain('Canary ended');
    const withdrawn = await command('promote', 'reports', '1.3.0', '--canary', '20');
    expect(withdrawn.code).toBe(1);
    expect(withdrawn.stderr).toContain('was withdrawn (rolled back)');
    const again = await command('promote', 'reports', '--rollback');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('has no canary running');
    await command('promote', 'reports', '1.3.0', '--canary', '20', '--force');
    expect((await command('promote', 'reports', '1.3.0')).stdout).toContain('is now active');
    const history = lines((await command('promote', 'reports', '--history')).stdout);
    const events = history.map((line) => line.replace(/^\S+ \S+\s+/, ''));
    expect(events.slice(-6)).toEqual([
      '1.3.0         canary started for 10% of tenants demo  — by the operator key',
      '1.3.0         canary raised from 10% to 40% of tenants demo  — by the operator key',
      '1.3.0         canary rolled back (withdrawn)  — by the operator key',
      expect.stringMatching(
        /^1\.3\.0 {9}withdrawn release reinstated with --force \(withdrawn \S+\) {2}— by the operator key$/,
      ),
      '1.3.0         canary started for 20%  — by the operator key',
      '1.3.0         canary completed: everyone  — by the operator key',
    ]);
    expect(history[0]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ {2}1\.2\.0\s+released {2}— by the operator key$/,
    );
  });
});
