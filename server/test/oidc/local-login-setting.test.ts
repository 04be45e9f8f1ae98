// `Abp.Account.EnableLocalLogin` off: the account layout says there is no way to sign in, and
// the server refuses local sign-in in both modes — the login step and the password grant.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { form } from '../helpers/browser';
import { DEMO_PASSWORD, signIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('local sign-in switched off for a tenant', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const setForDemo = async (name: string, value: string | null) => {
    const demo = await findTenantByName(t.database.db, 'demo');
    await inTenant(t.database.db, demo!.id, (scope) =>
      setSettingForSide(scope, false, name, value),
    );
  };
  const passwordGrant = () =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({
        grant_type: 'password',
        client_id: 'Crm_App',
        username: 'admin',
        password: DEMO_PASSWORD,
        scope: 'openid offline_access Crm',
      }),
      headers: { ...form({}).headers, __tenant: 'demo' },
    });

  it('refuses the login step and the password grant, and allows both again once on', async () => {
    await setForDemo('Crm.Account.PasswordFlowEnabled', 'True');
    await setForDemo('Abp.Account.EnableLocalLogin', 'False');
    await expect(signIn(t, 'admin', DEMO_PASSWORD, 'demo')).rejects.toThrow(
      /login failed: 400 .*Crm:Login:LocalLoginDisabled/,
    );
    const refused = await passwordGrant();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Local login is disabled for this application.',
    });

    await setForDemo('Abp.Account.EnableLocalLogin', null);
    await expect(signIn(t, 'admin', DEMO_PASSWORD, 'demo')).resolves.toBeDefined();
    expect((await passwordGrant()).statusCode).toBe(200);
  });
});
