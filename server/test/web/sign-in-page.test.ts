// Issue 40: the server answers `/account/login` with the host's own sign-in page in the code
// flow, and with the application wherever that page cannot serve (the password flow, pinned
// remote releases) and on every other client route.
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

function hostBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crm-host-'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body>application</body></html>');
  writeFileSync(join(dir, 'sign-in.html'), '<html><head></head><body>sign-in page</body></html>');
  return dir;
}

for (const authMode of ['code', 'password'] as const) {
  describe(`the sign-in page in the ${authMode} flow`, () => {
    let t: TestApp;
    let hostDist: string;
    before(async () => {
      hostDist = hostBuild();
      t = await createTestApp({ demo: false, hostDist, authMode });
    });
    after(async () => {
      await t.close();
      rmSync(hostDist, { recursive: true, force: true });
    });
    const page = async (url: string) => (await t.app.inject({ url })).body;
    const signInPage = authMode === 'code' ? 'sign-in page' : 'application';

    it(`answers /account/login, however spelled, with the ${signInPage}`, async () => {
      for (const url of [
        '/account/login',
        '/account/login?__tenant=demo',
        '/account/login?interaction=abc',
        '/Account/Login/',
      ])
        expect([url, await page(url)]).toEqual([url, expect.stringContaining(signInPage)]);
    });

    it('answers other client routes, and an address that pins releases, with the application', async () => {
      for (const url of [
        '/',
        '/account/forgot-password',
        '/account/login/x',
        '/account/login?remotes=reports@1.0.0',
      ])
        expect([url, await page(url)]).toEqual([url, expect.stringContaining('application')]);
    });

    it('does not serve the page as a file of its own', async () => {
      const file = await t.app.inject({ url: '/sign-in.html' });
      expect(file.body).not.toContain('sign-in page');
    });
  });
}
