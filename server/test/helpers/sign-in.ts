import { randomUUID } from 'node:crypto';
import { bearer, Browser, signInWithCode, type Tokens } from './browser';
import type { TestApp } from './test-app';

export const DEMO_PASSWORD = '1q2w3E*';

/** Signs in through the code flow; returns the tokens and the headers an API call needs. */
export async function signIn(t: TestApp, userName: string, password: string, tenant?: string) {
  const browser = new Browser(t.app);
  const tokens: Tokens = await signInWithCode(browser, {
    userName,
    password,
    ...(tenant ? { tenant } : {}),
  });
  return { tokens, browser, headers: bearer(tokens) };
}

export const hostAdmin = (t: TestApp) => signIn(t, 'admin', DEMO_PASSWORD);
export const tenantAdmin = (t: TestApp) => signIn(t, 'admin', DEMO_PASSWORD, 'demo');

/** Creates a user through the API (as the given admin) and returns its id and credentials. */
export async function createUser(
  t: TestApp,
  headers: Record<string, string>,
  roleNames: string[],
  extra: Record<string, unknown> = {},
) {
  const userName = `u${randomUUID().slice(0, 8)}`;
  const password = `Pw-${randomUUID()}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/identity/users',
    headers,
    payload: { userName, email: `${userName}@example.com`, password, roleNames, ...extra },
  });
  if (response.statusCode !== 200)
    throw new Error(`create user: ${response.statusCode} ${response.body}`);
  return { id: response.json().id as string, userName, password };
}
