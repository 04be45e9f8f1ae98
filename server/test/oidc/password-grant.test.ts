import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { form } from '../helpers/browser';
import { createUser, DEMO_PASSWORD, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asOwner } from '../helpers/as-owner';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { HOST_TENANT_ID } from '../../src/tenancy/tenancy.tables';

describe('password grant (ABP password flow)', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const token = (values: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = form({
      grant_type: 'password',
      client_id: 'Crm_App',
      scope: 'openid profile offline_access Crm',
      ...values,
    });
    return t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const enable = (value: string | null) =>
    inTenant(t.database.db, HOST_TENANT_ID, (scope) =>
      setSettingForSide(scope, true, 'Crm.Account.PasswordFlowEnabled', value),
    );

  it('is off unless the setting enables it', async () => {
    const response = await token({ username: 'admin', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('unsupported_grant_type');
  });

  it('issues tokens for a tenant user named in the __tenant header, and refreshes them', async () => {
    await enable('True');
    const response = await token(
      { username: 'admin', password: DEMO_PASSWORD },
      { __tenant: 'demo' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.refresh_token).toBeDefined();
    expect(decodeJwt(body.id_token).preferred_username).toBe('admin');
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ aud: 'Crm', client_id: 'Crm_App' });
    expect(typeof claims.tenantid).toBe('string');
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: { authorization: `Bearer ${body.access_token}` },
      })
    ).json();
    expect(config.currentTenant.name).toBe('demo');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({
        grant_type: 'refresh_token',
        refresh_token: body.refresh_token,
        client_id: 'Crm_App',
      }),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().access_token).tenantid).toBe(claims.tenantid);
  });

  it('logs the sign-out when the password flow revokes its refresh token', async () => {
    await enable('True');
    const signedIn = (
      await token({ username: 'admin', password: DEMO_PASSWORD }, { __tenant: 'demo' })
    ).json();
    const logouts = async () =>
      (
        (
          await t.app.inject({
            url: '/api/app/user/user-security-log?pageNumber=1&pageSize=100',
            headers: { authorization: `Bearer ${signedIn.access_token}` },
          })
        ).json() as { items: { action: string }[] }
      ).items.filter((item) => item.action === 'Logout').length;
    const before = await logouts();
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/connect/revocat',
      ...form({
        token: signedIn.refresh_token,
        token_type_hint: 'refresh_token',
        client_id: 'Crm_App',
      }),
    });
    expect(revoked.statusCode).toBe(200);
    const admin = (await tenantAdmin(t)).headers;
    const log = (
      await t.app.inject({
        url: '/api/app/user/user-security-log?pageNumber=1&pageSize=100',
        headers: admin,
      })
    ).json() as { items: { action: string; clientId: string | null }[] };
    expect(log.items.filter((item) => item.action === 'Logout').length).toBe(before + 1);
  });

  it("answers ABP's invalid_grant messages", async () => {
    await enable('True');
    const wrong = await token({ username: 'admin', password: 'nope' }, { __tenant: 'demo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid username or password!',
    });
    const { headers } = await tenantAdmin(t);
    const inactive = await createUser(t, headers, [], { isActive: false });
    const notAllowed = await token(
      { username: inactive.userName, password: inactive.password },
      { __tenant: 'demo' },
    );
    expect(notAllowed.json().error_description).toMatch(/^You are not allowed to login!/);
    const locked = await createUser(t, headers, []);
    for (let i = 0; i < 5; i += 1)
      await token({ username: locked.userName, password: 'bad' }, { __tenant: 'demo' });
    const lockedOut = await token(
      { username: locked.userName, password: locked.password },
      { __tenant: 'demo' },
    );
    expect(lockedOut.json().error_description).toMatch(/^The user account has been locked out/);
  });

  it('signs in by e-mail address too, and refuses an unknown tenant', async () => {
    await enable('True');
    const byEmail = await token({ username: 'admin@crm.local', password: DEMO_PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    expect(decodeJwt(byEmail.json().access_token).tenantid).toBeUndefined();
    const unknown = await token(
      { username: 'admin', password: DEMO_PASSWORD },
      { __tenant: 'no-such-tenant' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('invalid_request');
  });

  it('answers a server error, not "tenant not found", when the tenants cannot be read', async () => {
    await enable('True');
    await asOwner(t.database.db, sql`alter table tenant rename to tenant_away`);
    try {
      const response = await token(
        { username: 'admin', password: DEMO_PASSWORD },
        { __tenant: 'never-resolved-before' },
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await asOwner(t.database.db, sql`alter table tenant_away rename to tenant`);
    }
  });
});
