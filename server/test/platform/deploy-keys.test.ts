// Deploy keys scoped to a remote: made, listed and revoked with an operator key; a key of one
// remote releases, promotes, rolls back and sees that remote only; every act records who did it.
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { expect } from 'expect';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const operator = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('deploy keys', () => {
  let t: TestApp;
  let reportsKey: Record<string, string>;
  before(async () => {
    t = await createTestApp({ demo: false });
    const created = await createKey({ name: 'reports pipeline', remote: 'reports' });
    expect(created.statusCode).toBe(201);
    reportsKey = bearer(created.json().key);
    for (const name of ['reports', 'identity'])
      for (const version of ['1.0.0', '1.1.0']) {
        expect((await register(operator, name, version)).statusCode).toBe(201);
        expect((await act(operator, name, 'promote', { version })).statusCode).toBe(200);
      }
  });
  after(() => t.close());

  function createKey(body: Record<string, unknown>, headers: Record<string, string> = operator) {
    return t.app.inject({
      method: 'POST',
      url: '/api/platform/deploy-keys',
      headers,
      payload: body,
    });
  }
  function register(headers: Record<string, string>, name: string, version: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers,
      payload: { name, version, areas: ['/'], files: fakeReleaseFiles(name, `${name}${version}`) },
    });
  }
  function act(
    headers: Record<string, string>,
    name: string,
    action: string,
    body?: Record<string, unknown>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/${action}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
  }
  const history = async (name: string) =>
    (await t.app.inject({ url: `/api/platform/remotes/${name}/history`, headers: operator }))
      .json()
      .items.map((event: { event: string; version: string; actor: string }) =>
        [event.event, event.version, event.actor].join(' '),
      );

  it('shows a new key once and keeps only its hash', async () => {
    const created = await createKey({ name: 'identity team', remote: 'identity' });
    const { key } = created.json();
    expect(key).toMatch(/^crm_dk_[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.selectFrom('deploy_key').selectAll().execute();
    const row = rows.find((each) => each.name === 'identity team')!;
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key);
    const listed = (await t.app.inject({ url: '/api/platform/deploy-keys', headers: operator }))
      .json()
      .items.find((item: { name: string }) => item.name === 'identity team');
    expect(listed).toEqual({
      name: 'identity team',
      remote: 'identity',
      createdBy: 'operator',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("lets a remote's key release, promote, roll back and see its own remote, recording its name", async () => {
    expect((await register(reportsKey, 'reports', '1.2.0')).statusCode).toBe(201);
    const canary = await act(reportsKey, 'reports', 'promote', { version: '1.2.0', canary: 50 });
    expect(canary.statusCode).toBe(200);
    expect((await act(reportsKey, 'reports', 'rollback')).json()).toMatchObject({
      version: '1.1.0',
      aborted: '1.2.0',
    });
    const listed = await t.app.inject({ url: '/api/platform/releases', headers: reportsKey });
    expect(new Set(listed.json().items.map((item: { name: string }) => item.name))).toEqual(
      new Set(['reports']),
    );
    const release = listed
      .json()
      .items.find((item: { version: string }) => item.version === '1.2.0');
    expect(release.releasedBy).toBe('key:reports pipeline');
    expect((await history('reports')).slice(-3)).toEqual([
      'released 1.2.0 key:reports pipeline',
      'canary-started 1.2.0 key:reports pipeline',
      'canary-aborted 1.2.0 key:reports pipeline',
    ]);
  });

  for (const [what, call] of [
    ['release', (h: Record<string, string>) => register(h, 'identity', '9.0.0')],
    ['promote', (h: Record<string, string>) => act(h, 'identity', 'promote', { version: '1.0.0' })],
    ['roll back', (h: Record<string, string>) => act(h, 'identity', 'rollback')],
    [
      'list',
      (h: Record<string, string>) =>
        t.app.inject({ url: '/api/platform/releases?remote=identity', headers: h }),
    ],
    [
      'read the history of',
      (h: Record<string, string>) =>
        t.app.inject({ url: '/api/platform/remotes/identity/history', headers: h }),
    ],
  ] as const) {
    it(`refuses a key of another remote to ${what} a remote (403, a clear message)`, async () => {
      const before = await history('identity');
      const refused = await call({ ...reportsKey, 'accept-language': 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'Platform:KeyNotForRemote',
        message:
          'The deploy key "reports pipeline" is for another remote; it cannot act on "identity".',
      });
      const inPersian = await call({ ...reportsKey, 'accept-language': 'fa' });
      expect(inPersian.json().error.message).toContain('«reports pipeline»');
      expect(await history('identity')).toEqual(before);
      // The operator key passes (a rollback without a canary is then refused for that: 409).
      expect([401, 403]).not.toContain((await call(operator)).statusCode);
    });
  }

  it("hides other remotes' rollouts from a remote's key", async () => {
    const rollouts = await t.app.inject({ url: '/api/platform/rollouts', headers: reportsKey });
    expect(rollouts.json().items.map((item: { name: string }) => item.name)).toEqual(['reports']);
  });

  it('keeps key management to operator keys', async () => {
    const refused = await createKey({ name: 'sneaky', remote: null }, reportsKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('Platform:OperatorKeyRequired');
    expect(
      (await t.app.inject({ url: '/api/platform/deploy-keys', headers: reportsKey })).statusCode,
    ).toBe(403);
    const operatorKey = (await createKey({ name: 'second operator', remote: null })).json().key;
    const made = await createKey({ name: 'made by a key', remote: 'account' }, bearer(operatorKey));
    expect(made.json()).toMatchObject({ createdBy: 'key:second operator', remote: 'account' });
    const rollback = await act(bearer(operatorKey), 'identity', 'rollback');
    expect(rollback.json().error.code).toBe('Platform:NoCanary');
  });

  it('refuses a duplicate name and revokes a key at once', async () => {
    const made = await createKey({ name: 'short-lived', remote: 'reports' });
    const duplicate = await createKey({ name: 'short-lived', remote: 'account' });
    expect(duplicate.statusCode).toBe(409);
    const revoke = (name: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/platform/deploy-keys/${encodeURIComponent(name)}`,
        headers: operator,
      });
    expect((await revoke('short-lived')).statusCode).toBe(204);
    const after = await register(bearer(made.json().key), 'reports', '5.0.0');
    expect(after.statusCode).toBe(401);
    expect((await revoke('short-lived')).statusCode).toBe(404);
  });

  it('refuses keys that are not keys', async () => {
    for (const key of ['crm_dk_guess', 'x'.repeat(5000), `${TEST_DEPLOY_KEY}x`]) {
      const refused = await t.app.inject({ url: '/api/platform/releases', headers: bearer(key) });
      expect(refused.statusCode).toBe(401);
    }
    expect((await createKey({ name: ' ', remote: 'reports' })).statusCode).toBe(400);
    expect((await createKey({ name: 'x', remote: 'evil' })).statusCode).toBe(400);
  });
});
