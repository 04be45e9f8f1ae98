// The auth store with DPoP (RFC 9449): a sign-in makes a new key and binds its tokens to it, every
// token request and API request carries a proof by that key, sign-out deletes it; a browser that
// cannot keep a key signs in with bearer tokens instead.
import { type AuthOptions } from './auth-config';
import { authorizationFor } from './auth-store';
import { completeCodeLogin, startCodeLogin } from './code-login';
import { initAuth } from './init-auth';
import { loginWithPassword } from './password-login';
import { logout } from './sign-out';
import { refresh } from './token-renewal';
import { KEY_NAME_ITEM } from './dpop-keys';
import { browserWithKeyStorage, MemoryDpopStore, readProof } from './dpop-test-support';
import { clearRememberMeCookie } from './token-storage';

const ISSUER = 'http://localhost';
const TOKEN_ENDPOINT = `${ISSUER}/connect/token`;
const API_URL = `${ISSUER}/api/identity/users?maxResultCount=10`;

type FetchCall = [string, RequestInit & { headers: Record<string, string> }];

function answer(body: object, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status < 400,
    status,
    headers: new Map([['Content-Type', 'application/json']]),
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response);
}

let store: MemoryDpopStore;
let fetchMock: jest.Mock;
let undo: () => void;

function setup(overrides: Partial<AuthOptions> = {}) {
  const options: AuthOptions = {
    mode: 'password',
    issuer: ISSUER,
    clientId: 'Crm_App',
    scope: 'offline_access Crm',
    redirectUri: `${ISSUER}/signin-callback`,
    postLogoutRedirectUri: `${ISSUER}/`,
    refreshAppState: jest.fn().mockResolvedValue(undefined),
    goToLogin: jest.fn(),
    assignLocation: jest.fn(),
    dpopStore: store,
    ...overrides,
  };
  initAuth(options);
  return options;
}

const tokenCalls = () =>
  (fetchMock.mock.calls as FetchCall[]).filter(([url]) => url === TOKEN_ENDPOINT);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearRememberMeCookie();
  store = new MemoryDpopStore();
  fetchMock = jest.fn(() =>
    answer({ access_token: 'at1', expires_in: 900, refresh_token: 'rt1', token_type: 'DPoP' }),
  );
  global.fetch = fetchMock;
  undo = browserWithKeyStorage();
});
afterEach(() => undo());

const signIn = () => loginWithPassword({ username: 'u', password: 'p', rememberMe: false });

describe('auth store with DPoP (password flow)', () => {
  it('binds the sign-in to a new key: the grant carries a proof for the token endpoint', async () => {
    setup();
    await signIn();
    const [url, init] = tokenCalls()[0]!;
    expect(url).toBe(TOKEN_ENDPOINT);
    const proof = await readProof(init.headers.DPoP!);
    expect(proof.valid).toBe(true);
    expect(proof.payload).toMatchObject({ htm: 'POST', htu: TOKEN_ENDPOINT });
    expect(proof.payload.ath).toBeUndefined();
    expect(await store.getAllKeys()).toEqual([sessionStorage.getItem(KEY_NAME_ITEM)]);
  });

  it("authorizes API requests as DPoP with a fresh proof by the sign-in's key", async () => {
    setup();
    await signIn();
    const signInKey = (await readProof(tokenCalls()[0]![1].headers.DPoP!)).header.jwk;
    const first = (await authorizationFor('GET', API_URL))!;
    const second = (await authorizationFor('GET', API_URL))!;
    expect(first.authorization).toBe('DPoP at1');
    const proof = await readProof(first.dpop!);
    expect(proof.valid).toBe(true);
    expect(proof.header.jwk).toEqual(signInKey);
    expect(proof.payload).toMatchObject({ htm: 'GET', htu: `${ISSUER}/api/identity/users` });
    expect(typeof proof.payload.ath).toBe('string');
    expect((await readProof(second.dpop!)).payload.jti).not.toBe(proof.payload.jti);
  });

  it('renews with a proof by the same key', async () => {
    setup();
    await signIn();
    fetchMock.mockImplementationOnce(() =>
      answer({ access_token: 'at2', expires_in: 900, refresh_token: 'rt2' }),
    );
    await expect(refresh()).resolves.toBe(true);
    const [signInCall, renewal] = tokenCalls();
    expect(new URLSearchParams(renewal![1].body as URLSearchParams).get('grant_type')).toBe(
      'refresh_token',
    );
    const renewalProof = await readProof(renewal![1].headers.DPoP!);
    expect(renewalProof.valid).toBe(true);
    expect(renewalProof.header.jwk).toEqual(
      (await readProof(signInCall![1].headers.DPoP!)).header.jwk,
    );
    expect((await authorizationFor('GET', API_URL))!.authorization).toBe('DPoP at2');
  });

  it('deletes the key at sign-out, and a later sign-in gets another', async () => {
    setup();
    await signIn();
    const first = sessionStorage.getItem(KEY_NAME_ITEM);
    await logout();
    expect(await store.getAllKeys()).toEqual([]);
    expect(sessionStorage.getItem(KEY_NAME_ITEM)).toBeNull();
    expect(await authorizationFor('GET', API_URL)).toBeUndefined();
    await signIn();
    expect(sessionStorage.getItem(KEY_NAME_ITEM)).not.toBe(first);
    expect(await store.getAllKeys()).toHaveLength(1);
  });

  it('deletes the key of a refused sign-in', async () => {
    setup();
    fetchMock.mockImplementationOnce(() => answer({ error: 'invalid_grant' }, 400));
    await expect(signIn()).rejects.toThrow('invalid_grant');
    expect(await store.getAllKeys()).toEqual([]);
  });

  it('ends the session when the key is gone: a bound token cannot be renewed without it', async () => {
    setup();
    await signIn();
    store.entries.clear(); // a duplicated tab signed out
    await expect(refresh()).resolves.toBe(false);
    expect(tokenCalls()).toHaveLength(1);
    expect(await authorizationFor('GET', API_URL)).toBeUndefined();
  });

  it('signs in with bearer tokens where the browser cannot keep a key', async () => {
    undo();
    undo = () => undefined;
    setup();
    await signIn();
    expect(tokenCalls()[0]![1].headers.DPoP).toBeUndefined();
    expect(await authorizationFor('GET', API_URL)).toEqual({ authorization: 'Bearer at1' });
    expect(await store.getAllKeys()).toEqual([]);
  });
});

describe('auth store with DPoP (code flow)', () => {
  it('sends a proof with the code exchange', async () => {
    fetchMock.mockImplementation((url: string) => {
      if (url.endsWith('/.well-known/openid-configuration'))
        return answer({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/connect/authorize`,
          token_endpoint: TOKEN_ENDPOINT,
        });
      if (url === TOKEN_ENDPOINT)
        return answer({ access_token: 'at1', expires_in: 900, token_type: 'DPoP', scope: 'Crm' });
      // The authorization request made in place: the provider's session answers at once.
      const state = new URL(url).searchParams.get('state');
      return Promise.resolve({
        ok: true,
        status: 200,
        url: `${ISSUER}/signin-callback?code=c1&state=${state}`,
        body: { cancel: () => Promise.resolve() },
      } as unknown as Response);
    });
    const options = setup({ mode: 'code', scope: 'Crm' });
    await startCodeLogin({ language: 'fa' });
    const [callback] = (options.assignLocation as jest.Mock).mock.calls[0] as [string];
    await completeCodeLogin(callback);
    const [, init] = tokenCalls()[0]!;
    const proof = await readProof(init.headers.DPoP!);
    expect(proof.valid).toBe(true);
    expect(proof.payload).toMatchObject({ htm: 'POST', htu: TOKEN_ENDPOINT });
    expect((await authorizationFor('GET', API_URL))!.authorization).toBe('DPoP at1');
  });
});
