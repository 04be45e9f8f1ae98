// The session renewal the server answers itself (src/oidc/session-renewal.ts): it takes only
// the plain renewal, leaves everything else to the provider, and what it answers and stores is
// what the provider answers and stores for the same request.
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import Provider, { type AdapterPayload } from 'oidc-provider';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { API_RESOURCE } from '../../src/auth/access-token';
import { OidcService } from '../../src/oidc/oidc-service';
import { API_SCOPE } from '../../src/oidc/provider';
import { renewRefreshTokens } from '../../src/oidc/refresh-tokens.repository';
import { plainRenewal, renewSession, type RenewalContext } from '../../src/oidc/session-renewal';
import { bearer, Browser, form, signInWithCode, type Tokens } from '../helpers/browser';
import { createUser, tenantAdmin } from '../helpers/sign-in';
import { databaseStatements, storeCalls } from '../helpers/store-calls';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };
const PLAIN = (refreshToken: string) => ({
  grant_type: 'refresh_token',
  client_id: 'Crm_App',
  refresh_token: refreshToken,
});
/** A scope keeps a renewal away from the server's own path: the provider answers it. */
const BY_PROVIDER = { scope: 'offline_access Crm' };
/** What differs between any two sign-ins or any two moments, and nothing else. */
const PER_TOKEN = ['jti', 'iat', 'exp', 'iiat', 'authTime', 'nonce', 'grantId', 'sessionUid'];
const PER_ACCESS_TOKEN = ['jti', 'iat', 'exp', 'session_id'];

/** How many requests `run` hands to the provider. */
async function providerRequests(run: () => Promise<unknown>): Promise<number> {
  const callback = Provider.prototype.callback;
  let calls = 0;
  Provider.prototype.callback = function countedCallback(this: Provider) {
    calls += 1;
    return callback.call(this);
  };
  try {
    await run();
  } finally {
    Provider.prototype.callback = callback;
  }
  return calls;
}

const without = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

describe('session renewal', () => {
  let t: TestApp;
  let context: RenewalContext;
  before(async () => {
    t = await createTestApp();
    context = new OidcService(t.deps).renewalContext();
  });
  after(() => t.close());

  const renew = (values: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = form(values);
    return t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const storedToken = (id: string) => t.deps.oidcStore.find('RefreshToken', id);
  const signIn = (credentials = ADMIN) => signInWithCode(new Browser(t.app), credentials);

  it('takes exactly the plain renewal form, each field once and nothing else', () => {
    const plain = new URLSearchParams(PLAIN('abc')).toString();
    expect(plainRenewal(plain)).toEqual({ clientId: 'Crm_App', refreshToken: 'abc' });
    expect(plainRenewal(`${plain}&scope=openid`)).toBeUndefined();
    expect(plainRenewal(`${plain}&refresh_token=def`)).toBeUndefined();
    expect(plainRenewal(`${plain}&resource=urn%3Acrm%3Aapi`)).toBeUndefined();
    expect(plainRenewal(plain.replace('refresh_token&', 'authorization_code&'))).toBeUndefined();
    expect(plainRenewal('grant_type=refresh_token&client_id=Crm_App')).toBeUndefined();
  });

  it('answers a plain renewal itself, in one statement', async () => {
    const signedIn = await signIn();
    let answer: Awaited<ReturnType<typeof renewSession>>;
    const statements = await storeCalls(t.deps.oidcStore, async () => {
      answer = await renewSession(context, {
        clientId: 'Crm_App',
        refreshToken: signedIn.refresh_token!,
      });
    });
    expect(statements.map((call) => call.name)).toEqual(['renewRefreshToken']);
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'Crm' });
    expect((await storedToken(signedIn.refresh_token!))?.consumed).toEqual(expect.any(Number));
    expect(await storedToken(answer!.refresh_token)).toBeDefined();
  });

  it('renews the sessions that wait together in one statement, a token named twice once', async () => {
    const sessions = await Promise.all([signIn(), signIn(), signIn()]);
    const requests = [...sessions, sessions[0]!].map((signedIn) => ({
      clientId: 'Crm_App',
      refreshToken: signedIn.refresh_token!,
    }));
    let answers: Awaited<ReturnType<typeof renewSession>>[] = [];
    const statements = await databaseStatements(t, async () => {
      answers = await Promise.all(requests.map((request) => renewSession(context, request)));
    });
    expect(statements.filter((text) => text.includes('crm_renew_sessions'))).toHaveLength(1);
    const renewed = answers.filter((answer) => answer !== undefined);
    expect(renewed).toHaveLength(3);
    expect(answers[1]).toBeDefined();
    expect(answers[2]).toBeDefined();
    expect([answers[0], answers[3]].filter(Boolean)).toHaveLength(1);
    const sessionIds = renewed.map((answer) => decodeJwt(answer!.access_token).session_id);
    expect(new Set(sessionIds).size).toBe(3);
    for (const answer of renewed) expect(await storedToken(answer!.refresh_token)).toBeDefined();
  });

  it('commits a renewal without waiting for its WAL flush, and only the renewal', async () => {
    const signedIn = await signIn();
    const commitSetting = (db: Db) =>
      sql<{ synchronous_commit: string }>`show synchronous_commit`
        .execute(db)
        .then(({ rows }) => rows[0]!.synchronous_commit);
    const inRenewal = await t.deps.db.transaction().execute(async (trx) => {
      const before = await commitSetting(trx);
      const [renewed] = await renewRefreshTokens(trx, [
        {
          id: signedIn.refresh_token!,
          clientId: 'Crm_App',
          resource: API_RESOURCE,
          scope: API_SCOPE,
          nextId: 'renewed-without-flush',
          issuedAt: Math.floor(Date.now() / 1000),
        },
      ]);
      expect(renewed).toBeDefined();
      return [before, await commitSetting(trx)];
    });
    expect(inRenewal).toEqual(['on', 'off']);
    expect(await commitSetting(t.deps.db)).toBe('on');
    expect(await storedToken('renewed-without-flush')).toBeDefined();
  });

  it('answers, stores and signs what the provider does for the same renewal', async () => {
    const [first, second] = [await signIn(), await signIn()];
    let ours!: Awaited<ReturnType<typeof renew>>;
    let theirs!: Awaited<ReturnType<typeof renew>>;
    expect(
      await providerRequests(async () => {
        ours = await renew(PLAIN(first.refresh_token!), { origin: TEST_ORIGIN });
      }),
    ).toBe(0);
    expect(
      await providerRequests(async () => {
        theirs = await renew(
          { ...PLAIN(second.refresh_token!), ...BY_PROVIDER },
          {
            origin: TEST_ORIGIN,
          },
        );
      }),
    ).toBe(1);
    expect(ours.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    for (const header of ['cache-control', 'access-control-allow-origin', 'content-type'])
      expect(ours.headers[header]).toBe(theirs.headers[header]);

    const [mine, provider] = [ours.json() as Tokens, theirs.json() as Tokens];
    expect(Object.keys(mine)).toEqual(Object.keys(provider));
    expect(without({ ...mine }, ['access_token', 'refresh_token'])).toEqual(
      without({ ...provider }, ['access_token', 'refresh_token']),
    );
    expect(decodeProtectedHeader(mine.access_token)).toEqual(
      decodeProtectedHeader(provider.access_token),
    );
    const [myClaims, providerClaims] = [mine, provider].map((x) => decodeJwt(x.access_token));
    expect(Object.keys(myClaims!)).toEqual(Object.keys(providerClaims!));
    expect(without(myClaims!, PER_ACCESS_TOKEN)).toEqual(
      without(providerClaims!, PER_ACCESS_TOKEN),
    );
    expect(myClaims!.session_id).toBe((await storedToken(mine.refresh_token!))?.grantId);

    const [myNext, providerNext] = (await Promise.all(
      [mine, provider].map((x) => storedToken(x.refresh_token!)),
    )) as AdapterPayload[];
    expect(Object.keys(myNext!).sort()).toEqual(Object.keys(providerNext!).sort());
    expect(without(myNext!, PER_TOKEN)).toEqual(without(providerNext!, PER_TOKEN));
    const firstToken = (await storedToken(first.refresh_token!))!;
    expect(myNext!.exp).toBe(firstToken.exp);
    expect(myNext!.iiat).toBe(firstToken.iiat);

    const config = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: bearer(mine),
    });
    expect(config.json().currentUser.userName).toBe('admin');
  });

  it('leaves a used, unknown or other client’s token to the provider, writing nothing', async () => {
    const signedIn = await signIn();
    const renewed = await renew(PLAIN(signedIn.refresh_token!));
    expect(renewed.statusCode).toBe(200);
    const next = (renewed.json() as Tokens).refresh_token!;
    const before = await storedToken(next);
    for (const request of [
      { clientId: 'Crm_App', refreshToken: signedIn.refresh_token! },
      { clientId: 'Crm_App', refreshToken: 'not-a-token' },
      { clientId: 'Crm_Swagger', refreshToken: next },
      { clientId: 'Someone_Else', refreshToken: next },
    ])
      expect(await renewSession(context, request)).toBeUndefined();
    expect(await storedToken(next)).toEqual(before);

    // The provider, given the used token, refuses it and revokes the grant.
    const reused = await renew(PLAIN(signedIn.refresh_token!));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    expect(await storedToken(next)).toBeUndefined();
  });

  it('leaves a deactivated user’s renewal to the provider, which refuses it', async () => {
    const { headers } = await tenantAdmin(t);
    const user = await createUser(t, headers, ['customer']);
    const signedIn = await signIn({ ...user, tenant: 'demo' } as typeof ADMIN);
    const current = (await t.app.inject({ url: `/api/identity/users/${user.id}`, headers })).json();
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/identity/users/${user.id}`,
      headers,
      payload: {
        userName: user.userName,
        email: current.email,
        isActive: false,
        roleNames: ['customer'],
        concurrencyStamp: current.concurrencyStamp,
      },
    });
    expect(deactivated.statusCode).toBe(200);
    const request = { clientId: 'Crm_App', refreshToken: signedIn.refresh_token! };
    const before = await storedToken(signedIn.refresh_token!);
    expect(await renewSession(context, request)).toBeUndefined();
    // Its rotation taken back: the token as it was, for the provider to judge.
    expect(await storedToken(signedIn.refresh_token!)).toEqual(before);
    const refused = await renew(PLAIN(signedIn.refresh_token!));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
  });

  it('leaves a caller with client authentication or from a foreign origin to the provider', async () => {
    const signedIn = await signIn();
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://elsewhere.example' },
      { authorization: 'Basic !!!' },
    ]) {
      let refused!: Awaited<ReturnType<typeof renew>>;
      const calls = await providerRequests(async () => {
        refused = await renew(PLAIN(signedIn.refresh_token!), headers);
      });
      expect(calls).toBe(1);
      expect(refused.statusCode).toBe(400);
    }
    expect((await renew(PLAIN(signedIn.refresh_token!))).statusCode).toBe(200);
  });

  it('refuses a token request whose body is cut short, and goes on serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = new URLSearchParams(PLAIN('abc')).toString();
    const head =
      'POST /connect/token HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length + 40}\r\n\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(head + body));
      let received = '';
      socket.on('data', (data) => (received += String(data)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
