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
      expect(rotated.stdout).toMatch(/^Added signing key [0-9a-f-]{36}/);
      const reopened = await openDatabase(config);
      expect((await listSigningKeys(reopened.db)).length).toBe(1);
      await reopened.close();
    });
  });

  describe('pick-up by a running server', () => {
    let t: TestApp;
    before(async () => (t = await createTestApp()));
    after(() => t.close());

    it('publishes a new key at once, signs with it once active, and still accepts older tokens', async () => {
      const before = await hostAdmin(t);
      const oldKid = decodeProtectedHeader(before.tokens.access_token).kid;
      const pendingKid = await addSigningKey(t.database.db, 3600);
      await t.deps.keys.refresh();
      const published = (await t.app.inject('/.well-known/jwks'))
        .json()
        .keys.map((k: { kid: string }) => k.kid);
      expect(published).toEqual([oldKid, pendingKid]);
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
      expect((await listSigningKeys(t.database.db)).length).toBe(3);
      const fresh = new KeyStore(t.database.db);
      await fresh.start(3600);
      expect(fresh.signingJwks()[0]!.kid).toBe(activeKid);
      fresh.stop();
    });
  });
});
