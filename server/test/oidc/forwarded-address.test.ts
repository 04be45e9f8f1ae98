// The identity provider reads the client's address as the API does: from X-Forwarded-For only
// when CRM_TRUST_PROXY trusts the peer, and then the address the trusted proxy reported, not
// the one a client wrote in front of it — with an https public URL too (the provider used to
// trust any client's header there). Seen in the security log (sign-in, sign-out) and the
// session record of a password-flow sign-in.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { form } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../process/harness/wait';

const FORGED = '6.6.6.6';

describe('the client address the identity provider reads', () => {
  let t: TestApp;
  let direct: FastifyInstance;
  let behindProxy: FastifyInstance;
  let demoTenantId: string;
  before(async () => {
    t = await createTestApp({ publicUrl: 'https://crm.example', authMode: 'password' });
    direct = await buildApp(t.deps, { logger: false });
    const trusted = { ...t.config, trustProxy: ['127.0.0.1'] };
    behindProxy = await buildApp({ ...t.deps, config: trusted }, { logger: false });
    demoTenantId = (await findTenantByName(t.database.db, 'demo'))!.id;
  });
  after(async () => {
    await direct.close();
    await behindProxy.close();
    await t.close();
  });

  /** Signs in with the password flow and signs out (revokes), as `browser`, from the test's peer. */
  async function signInAndOut(app: FastifyInstance, browser: string, forwardedFor: string) {
    const headers = { 'user-agent': browser, 'x-forwarded-for': forwardedFor, __tenant: 'demo' };
    const grant = form({
      grant_type: 'password',
      client_id: 'Crm_App',
      scope: 'openid offline_access Crm',
      username: 'admin',
      password: DEMO_PASSWORD,
    });
    const tokens = await app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: grant.payload,
      headers: { ...grant.headers, ...headers },
    });
    expect(tokens.statusCode).toBe(200);
    const revoke = form({ token: tokens.json().refresh_token, client_id: 'Crm_App' });
    const revoked = await app.inject({
      method: 'POST',
      url: '/connect/revocat',
      payload: revoke.payload,
      headers: { ...revoke.headers, ...headers },
    });
    expect(revoked.statusCode).toBe(200);
  }

  /** The addresses recorded for `browser`: its session's, and its security-log rows' by action. */
  async function recorded(browser: string) {
    const logRows = () =>
      inTenant(t.database.db, demoTenantId, ({ db }) =>
        db
          .selectFrom('security_log')
          .select(['action', 'client_ip_address'])
          .where('browser_info', '=', browser)
          .orderBy('creation_time')
          .execute(),
      );
    // The sign-out's row is written after the answer (an event of the provider).
    const log = await waitFor('the Logout row', logRows, (rows) =>
      rows.some((row) => row.action === 'Logout'),
    );
    const sessions = await inTenant(t.database.db, demoTenantId, ({ db }) =>
      db
        .selectFrom('user_session')
        .select('ip_address')
        .where('user_agent', '=', browser)
        .execute(),
    );
    return {
      log: Object.fromEntries(log.map((row) => [row.action, row.client_ip_address])),
      sessions: sessions.map((row) => row.ip_address),
    };
  }

  it('ignores a forged X-Forwarded-For from a peer CRM_TRUST_PROXY does not trust', async () => {
    await signInAndOut(direct, 'forwarded-test-direct', FORGED);
    expect(await recorded('forwarded-test-direct')).toEqual({
      log: { LoginSucceeded: '127.0.0.1', Logout: '127.0.0.1' },
      sessions: ['127.0.0.1'],
    });
  });

  it('reads the address a trusted proxy reported, not the one a client wrote before it', async () => {
    await signInAndOut(behindProxy, 'forwarded-test-proxy', `${FORGED}, 203.0.113.9`);
    expect(await recorded('forwarded-test-proxy')).toEqual({
      log: { LoginSucceeded: '203.0.113.9', Logout: '203.0.113.9' },
      sessions: ['203.0.113.9'],
    });
  });
});
