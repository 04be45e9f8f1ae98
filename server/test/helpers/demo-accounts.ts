// Signing in as the portfolio demo's named accounts, and a second tenant to test isolation.
import { DEMO_PASSWORD, hostAdmin, signIn } from './sign-in';
import type { TestApp } from './test-app';

export type Headers = Record<string, string>;

export async function demoAccount(t: TestApp, userName: string): Promise<Headers> {
  return (await signIn(t, userName, DEMO_PASSWORD, 'demo')).headers;
}

/** Creates a tenant through the host administrator; its admin's password is `<name> admin passphrase`. */
export async function createTenant(t: TestApp, name: string): Promise<void> {
  const host = (await hostAdmin(t)).headers;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/multi-tenancy/tenants',
    headers: host,
    payload: {
      name,
      adminEmailAddress: `admin@${name}.example`,
      adminPassword: `${name} admin passphrase`,
    },
  });
  if (created.statusCode !== 200) throw new Error(`create tenant: ${created.body}`);
}

/** Creates tenant `other` and returns its administrator's headers. */
export async function otherTenantAdmin(t: TestApp): Promise<Headers> {
  await createTenant(t, 'other');
  return (await signIn(t, 'admin', 'other admin passphrase', 'other')).headers;
}

/** GET/PUT/POST/DELETE as someone; the JSON body when there is one. */
export function caller(t: TestApp, headers: Headers) {
  return async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      body: response.body,
      json: () => response.json() as unknown,
    };
  };
}
