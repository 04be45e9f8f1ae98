// A sign-in's first request on a replica that still keeps the user's sessions from before it
// (its notification not arrived yet) is answered as signed in: a session missing from the kept
// list is read again before it is called ended (src/identity/live-sessions.ts).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sessionDeps } from '../../src/cache/dependencies';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { DEMO_PASSWORD, signIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('live sessions kept in process', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000, portfolio: true });
  });
  after(() => t.close());

  const configuration = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/abp/application-configuration', headers })).json()
      .currentUser as { isAuthenticated: boolean; userName: string | null };

  it('answers a session begun after the kept list was read as signed in', async () => {
    const { headers } = await signIn(t, 'customer1', DEMO_PASSWORD, 'demo');
    const tenantId = (await findTenantByName(t.database.db, 'demo'))!.id;
    const user = await inTenant(t.database.db, tenantId, (scope) =>
      scope.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'customer1')
        .executeTakeFirstOrThrow(),
    );
    // What a replica that read the sessions just before this sign-in keeps: none of them.
    const key = `${tenantId}:${user.id}`;
    t.deps.caches.sessions.forget(key);
    await t.deps.caches.sessions.get(key, sessionDeps(tenantId, user.id), async () => []);

    expect(await configuration(headers)).toMatchObject({
      isAuthenticated: true,
      userName: 'customer1',
    });
  });

  it('still answers an ended session as signed out', async () => {
    const { headers } = await signIn(t, 'customer2', DEMO_PASSWORD, 'demo');
    expect((await configuration(headers)).isAuthenticated).toBe(true);
    const tenantId = (await findTenantByName(t.database.db, 'demo'))!.id;
    await inTenant(t.database.db, tenantId, (scope) =>
      scope.db.updateTable('user_session').set({ ended_at: new Date() }).execute(),
    );
    expect((await configuration(headers)).isAuthenticated).toBe(false);
  });
});
