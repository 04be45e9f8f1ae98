import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { loadConfig, type ServerConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/database';
import { KeyStore } from '../../src/oidc/key-store';
import { addSigningKey, listSigningKeys, orderForSigning } from '../../src/oidc/signing-keys';
import { hostAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

describe('signing keys', () => {
  it('orders keys: newest active signs, pending ones are published but do not sign', () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const key = (kid: string, minutes: number) => ({
      kid,
      privateJwk: { kid },
      activatesAt: at(minutes),
    });
    const ordered = orderForSigning([key('old', 0), key('current', 10), key('next', 30)], at(20));
    expect(ordered.map((k) => k.kid)).toEqual(['current', 'next', 'old']);
  });

  it('orders each algorithm on its own, access-token keys (ES256) first', () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const key = (kid: string, alg: string, minutes: number) => ({
      kid,
      privateJwk: { kid, alg },
      activatesAt: at(minutes),
    });
    const keys = [key('rs', 'RS256', 15), key('es-old', 'ES256', 0), key('es', 'ES256', 10)];
    expect(orderForSigning(keys, at(20)).map((k) => k.kid)).toEqual(['es', 'es-old', 'rs']);
  });

  describe('rotation on PGlite', () => {
    let dataDir: string;
    let config: ServerConfig;
    before(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'crm-keys-'));
      config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined };
    });
    after(() => rmSync(dataDir, { recursive: true, force: true }));

    const cli = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'keys:rotate'], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: { ...withoutDatabaseUrl(), CRM_DATA_DIR: dataDir },
        encoding: 'utf8',
      });

    it('refuses (exit 2) while the server holds the data folder, and rotates once it is free', async () => {
      const running = await openDatabase(config);
      await running.migrate();
      const refused = cli();
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('Stop the server');
      await running.close();
      const rotated = cli();
      expect(rotated.stderr).not.toContain('Error');
      expect(rotated.status).toBe(0);
      expect(rotated.stdout).toMatch(/^Added signing keys [0-9a-f-]{36}, [0-9a-f-]{36};/);
      const reopened = await openDatabase(config);
      const algs = (await listSigningKeys(reopened.db)).map((key) => key.privateJwk.alg);
      expect(algs.sort()).toEqual(['ES256', 'RS256']);
      await reopened.close();
    });
  });

  describe('retirement', () => {
    let t: TestApp;
    before(async () => (t = await createTestApp()));
    after(() => t.close());

    it("drops a key 15 days after a newer key of its own algorithm took over, never another's", async () => {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      const insert = (kid: string, alg: string, days: number) =>
        t.database.db
          .insertInto('oidc_signing_key')
          .values({ kid, private_jwk: JSON.stringify({ kid, alg }), activates_at: daysAgo(days) })
          .execute();
      await t.database.db.deleteFrom('oidc_signing_key').execute();
      await insert('rs-retired', 'RS256', 40);
      await insert('rs-superseded-lately', 'RS256', 20);
      await insert('rs-current', 'RS256', 10);
      await insert('es-old', 'ES256', 30);
      const added = await addSigningKey(t.database.db, 0);
      const kids = (await listSigningKeys(t.database.db)).map((key) => key.kid).sort();
      expect(kids).toEqual([added, 'es-old', 'rs-current', 'rs-superseded-lately'].sort());
    });
  });

  describe('pick-up by a running server', () => {
    let t: TestApp;
    before(async () => (t = await createTestApp()));
    after(() => t.close());

    it('publishes a new key at once, signs with it once active, and still accepts older tokens', async () => {
      const before = await hostAdmin(t);
      const oldKid = decodeProtectedHeader(before.tokens.access_token).kid;
      const idTokenKid = decodeProtectedHeader(before.tokens.id_token!).kid;
      const pendingKid = await addSigningKey(t.database.db, 3600);
      await t.deps.keys.refresh();
      const published = (await t.app.inject('/.well-known/jwks'))
        .json()
        .keys.map((k: { kid: string }) => k.kid);
      expect(published).toEqual([oldKid, pendingKid, idTokenKid]);
      expect(decodeProtectedHeader((await hostAdmin(t)).tokens.access_token).kid).toBe(oldKid);
      const activeKid = await addSigningKey(t.database.db, 0);
      await t.deps.keys.refresh();
      const after = await hostAdmin(t);
      expect(decodeProtectedHeader(after.tokens.access_token).kid).toBe(activeKid);
      const config = await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: before.headers,
      });
      expect(config.json().currentUser.isAuthenticated).toBe(true);
      expect((await listSigningKeys(t.database.db)).length).toBe(4);
      const fresh = new KeyStore(t.database.db);
      await fresh.start(3600);
      expect(fresh.signingJwks()[0]!.kid).toBe(activeKid);
      fresh.stop();
    });
  });
});
