import { webcrypto } from 'node:crypto';
import { type AuthOptions } from './auth-config';
import { authStore, getAccessToken } from './auth-store';
import { prepareCodeLogin, startCodeLogin } from './code-login';
import { initAuth } from './init-auth';
import { loginWithPassword } from './password-login';
import { dropTokensWithoutUser, logout, onOAuthError } from './sign-out';
import { refresh, RENEW_AT_LIFETIME_FACTOR } from './token-renewal';
import { HANDOFF_LIFETIME_MS, leaveHandoff, takeHandoff } from './refresh-handoff';
import { readSignOutReason } from './sign-out-reason';
import { PASSWORD_FLOW_KEY, TOKEN_ITEMS } from './storage-keys';
import {
  clearRememberMeCookie,
  hasRememberMeCookie,
  readTokens,
  setPasswordFlow,
  writeTokens,
} from './token-storage';

type FetchCall = [string, RequestInit];

function tokenAnswer(body: object, status = 200) {
  return Promise.resolve({
    ok: status < 400,
    status,
    headers: new Map(),
    json: () => Promise.resolve(body),
  } as unknown as Response);
}

function setup(overrides: Partial<AuthOptions> = {}) {
  const options: AuthOptions = {
    mode: 'password',
    issuer: 'https://crm.example',
    clientId: 'Crm_App',
    scope: 'openid offline_access Crm',
    redirectUri: 'https://crm.example/signin-callback',
    postLogoutRedirectUri: 'https://crm.example/',
    refreshAppState: jest.fn().mockResolvedValue(undefined),
    goToLogin: jest.fn(),
    assignLocation: jest.fn(),
    ...overrides,
  };
  initAuth(options);
  return options;
}

function formOf(call: FetchCall): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call[1].body as URLSearchParams));
}

describe('auth store (password flow)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    clearRememberMeCookie();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => jest.useRealTimers());

  it('signs in with the password grant, sending the tenant header, and sets the flag and cookie', async () => {
    const options = setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at1', expires_in: 3600, refresh_token: 'rt1' }),
    );
    await loginWithPassword({
      username: 'customer1',
      password: '1q2w3E*',
      rememberMe: false,
      tenantId: 't-1',
    });
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('https://crm.example/connect/token');
    expect(init.headers).toMatchObject({ __tenant: 't-1' });
    expect(formOf(fetchMock.mock.calls[0])).toMatchObject({
      grant_type: 'password',
      username: 'customer1',
      client_id: 'Crm_App',
    });
    expect(getAccessToken()).toBe('at1');
    expect(localStorage.getItem(PASSWORD_FLOW_KEY)).toBe('true');
    expect(hasRememberMeCookie()).toBe(true);
    expect(options.refreshAppState).toHaveBeenCalled();
  });

  it("passes the provider's invalid_grant text on", async () => {
    setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer(
        { error: 'invalid_grant', error_description: 'Invalid username or password!' },
        400,
      ),
    );
    await expect(
      loginWithPassword({ username: 'x', password: 'y', rememberMe: false }),
    ).rejects.toThrow('Invalid username or password!');
    expect(getAccessToken()).toBeUndefined();
  });

  it('signs out at start-up when the flag remains but the rememberMe cookie is gone', () => {
    setPasswordFlow(true);
    writeTokens({ accessToken: 'old', expiresAt: Date.now() + 60_000 });
    setup();
    expect(getAccessToken()).toBeUndefined();
    expect(localStorage.getItem(PASSWORD_FLOW_KEY)).toBeNull();
  });

  it('renews the token when three quarters of its life have passed, and shares one renewal between callers', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at1', expires_in: 120, refresh_token: 'rt1' }),
    );
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at2', expires_in: 120, refresh_token: 'rt2' }),
    );
    await jest.advanceTimersByTimeAsync(120 * RENEW_AT_LIFETIME_FACTOR * 1000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(formOf(fetchMock.mock.calls[1])).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'rt1',
    });
    expect(getAccessToken()).toBe('at2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a duplicated tab take the tokens its twin renewed instead of reusing the refresh token', async () => {
    setup();
    const copied = { accessToken: 'at1', expiresAt: Date.now() + 30_000, refreshToken: 'rt1' };
    writeTokens(copied);
    authStore.setState({ tokens: readTokens() });
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at2', expires_in: 3600, refresh_token: 'rt2' }),
    );
    await expect(refresh()).resolves.toBe(true);
    // The twin: same copied tokens in its own sessionStorage; its renewal spends nothing.
    writeTokens(copied);
    setup();
    await expect(refresh()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readTokens()).toMatchObject({ accessToken: 'at2', refreshToken: 'rt2' });
    // Its own next renewal spends the new token.
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at3', expires_in: 3600, refresh_token: 'rt3' }),
    );
    authStore.setState({ tokens: { ...readTokens()!, expiresAt: Date.now() + 30_000 } });
    await expect(refresh()).resolves.toBe(true);
    expect(formOf(fetchMock.mock.calls[1])).toMatchObject({ refresh_token: 'rt2' });
  });

  it('forgets a handed-over renewal on logout and after its lifetime', async () => {
    setup();
    leaveHandoff('rt1', { accessToken: 'at2', expiresAt: Date.now() + 3_600_000 });
    expect(takeHandoff('rt1')).toMatchObject({ accessToken: 'at2' });
    expect(takeHandoff('rt9')).toBeUndefined();
    expect(takeHandoff('rt1', Date.now() + HANDOFF_LIFETIME_MS + 1)).toBeUndefined();
    leaveHandoff('rt1', { accessToken: 'at2', expiresAt: Date.now() + 3_600_000 });
    fetchMock.mockReturnValue(tokenAnswer({}));
    await logout();
    expect(takeHandoff('rt1')).toBeUndefined();
  });

  it('drops a valid token that loads no current user, and keeps one that does (spec §4)', () => {
    setup();
    const valid = { accessToken: 'at1', expiresAt: Date.now() + 3_600_000, refreshToken: 'rt1' };
    writeTokens(valid);
    authStore.setState({ tokens: readTokens() });
    dropTokensWithoutUser('user-1');
    expect(getAccessToken()).toBe('at1');
    dropTokensWithoutUser(null);
    expect(getAccessToken()).toBeUndefined();
    expect(sessionStorage.getItem(TOKEN_ITEMS.refreshToken)).toBeNull();
  });

  it('clears the tokens on an OAuth error and reloads the app state (spec §4)', async () => {
    const options = setup();
    writeTokens({ accessToken: 'at1', expiresAt: Date.now() + 3_600_000, refreshToken: 'rt1' });
    authStore.setState({ tokens: readTokens() });
    await onOAuthError();
    expect(readTokens()).toBeUndefined();
    expect(getAccessToken()).toBeUndefined();
    expect(options.refreshAppState).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens when a refresh is refused, and reports it', async () => {
    setup();
    writeTokens({ accessToken: 'at1', expiresAt: Date.now() + 3_600_000, refreshToken: 'stolen' });
    authStore.setState({ tokens: readTokens() });
    fetchMock.mockReturnValueOnce(tokenAnswer({ error: 'invalid_grant' }, 400));
    await expect(refresh()).resolves.toBe(false);
    expect(sessionStorage.getItem(TOKEN_ITEMS.accessToken)).toBeNull();
  });

  it('signs out when the token expires without a refresh token', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const options = setup();
    fetchMock.mockReturnValueOnce(tokenAnswer({ access_token: 'at1', expires_in: 30 }));
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(getAccessToken()).toBeUndefined();
    expect(localStorage.getItem(PASSWORD_FLOW_KEY)).toBeNull();
    expect(options.refreshAppState).toHaveBeenCalledTimes(2);
  });

  it('clears the password-flow flag and cookie with the tokens, before revoking', async () => {
    setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at1', expires_in: 3600, refresh_token: 'rt1' }),
    );
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    let seenAtRevocation: unknown[] = [];
    fetchMock.mockImplementation(() => {
      seenAtRevocation = [
        localStorage.getItem(PASSWORD_FLOW_KEY),
        hasRememberMeCookie(),
        readTokens(),
      ];
      return tokenAnswer({});
    });
    await logout();
    expect(seenAtRevocation).toEqual([null, false, undefined]);
  });

  it('logs out: revokes the tokens, clears them and the flags, reloads the app state, goes home', async () => {
    const options = setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'at1', expires_in: 3600, refresh_token: 'rt1' }),
    );
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    fetchMock.mockReturnValue(tokenAnswer({}));
    await logout();
    const revoked = fetchMock.mock.calls.slice(1).map((call) => formOf(call as FetchCall));
    expect(revoked).toEqual([
      expect.objectContaining({ token: 'rt1', token_type_hint: 'refresh_token' }),
      expect.objectContaining({ token: 'at1', token_type_hint: 'access_token' }),
    ]);
    expect(readTokens()).toBeUndefined();
    expect(hasRememberMeCookie()).toBe(false);
    expect(options.assignLocation).toHaveBeenCalledWith('/');
  });

  it('does not send a JWT access token to the revocation endpoint (the revoked grant ends it)', async () => {
    setup();
    fetchMock.mockReturnValueOnce(
      tokenAnswer({ access_token: 'h.p.s', expires_in: 3600, refresh_token: 'rt1' }),
    );
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    fetchMock.mockReturnValue(tokenAnswer({}));
    await logout();
    expect(fetchMock.mock.calls.slice(1).map((call) => formOf(call as FetchCall).token)).toEqual([
      'rt1',
    ]);
  });

  it('keeps the reason of a sign-out for the login page until the next sign-in', async () => {
    setup();
    fetchMock.mockReturnValue(tokenAnswer({ access_token: 'at1', expires_in: 3600 }));
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    await logout({ reason: 'Crm::MultipleLoginDetected' });
    expect(readSignOutReason()).toBe('Crm::MultipleLoginDetected');
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    expect(readSignOutReason()).toBeUndefined();
  });

  it('records no reason for a sign-out the user asked for', async () => {
    setup();
    fetchMock.mockReturnValue(tokenAnswer({ access_token: 'at1', expires_in: 3600 }));
    await loginWithPassword({ username: 'u', password: 'p', rememberMe: true });
    await logout();
    expect(readSignOutReason()).toBeUndefined();
  });
});

describe('auth store (code flow sign-in)', () => {
  const localOptions = {
    mode: 'code' as const,
    issuer: 'http://localhost',
    redirectUri: 'http://localhost/signin-callback',
    postLogoutRedirectUri: 'http://localhost/',
  };
  let fetchMock: jest.Mock;
  beforeAll(() => {
    // jsdom is not a secure context: no SubtleCrypto for the PKCE challenge; Node's is the same API.
    Object.defineProperty(globalThis.crypto, 'subtle', {
      configurable: true,
      value: webcrypto.subtle,
    });
  });
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock = jest.fn((url: string) => {
      if (url.endsWith('/.well-known/openid-configuration'))
        return Promise.resolve({
          ok: true,
          status: 200,
          headers: { get: () => 'application/json' },
          json: () =>
            Promise.resolve({
              issuer: 'http://localhost',
              authorization_endpoint: 'http://localhost/connect/authorize',
            }),
        } as unknown as Response);
      return Promise.resolve({
        ok: true,
        status: 200,
        url: landing,
        body: { cancel: () => Promise.resolve() },
      } as unknown as Response);
    });
    global.fetch = fetchMock;
  });
  let landing = '';

  it('opens the interaction in place and leaves nothing to the browser', async () => {
    landing = 'http://localhost/account/login?interaction=u1&__tenant=demo';
    const options = setup(localOptions);
    await expect(startCodeLogin({ language: 'fa', tenant: 'demo' })).resolves.toBe(
      '/account/login?interaction=u1&__tenant=demo',
    );
    const authorize = new URL(fetchMock.mock.calls.at(-1)[0] as string);
    expect(authorize.pathname).toBe('/connect/authorize');
    expect(authorize.searchParams.get('__tenant')).toBe('demo');
    expect(options.assignLocation).not.toHaveBeenCalled();
  });

  it('sends the browser to the provider when the request cannot be made in place', async () => {
    landing = 'http://localhost/error?code=server_error';
    const options = setup(localOptions);
    await expect(startCodeLogin({ language: 'fa' })).resolves.toBeUndefined();
    const [sent] = (options.assignLocation as jest.Mock).mock.calls[0] as [string];
    expect(new URL(sent).pathname).toBe('/connect/authorize');
  });

  it('lets the login page take over the sign-in the shell prepared, once', async () => {
    landing = 'http://localhost/account/login?interaction=u1';
    setup(localOptions);
    const authorizeCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/connect/authorize')).length;
    prepareCodeLogin({ returnUrl: '/twrr', language: 'fa', tenant: 'demo' });
    await expect(
      startCodeLogin({ returnUrl: '/twrr', language: 'fa', tenant: 'demo' }),
    ).resolves.toBe('/account/login?interaction=u1');
    expect(authorizeCalls()).toBe(1);
    // Taken once: asking again (the page's retry) makes a new request.
    await startCodeLogin({ returnUrl: '/twrr', language: 'fa', tenant: 'demo' });
    expect(authorizeCalls()).toBe(2);
  });

  it('makes a new request when the page asks for another sign-in than the one prepared', async () => {
    landing = 'http://localhost/account/login?interaction=u2';
    setup(localOptions);
    prepareCodeLogin({ returnUrl: '/', language: 'fa', tenant: 'demo' });
    await startCodeLogin({ returnUrl: '/', language: 'en', tenant: 'demo' });
    const authorizeUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/connect/authorize'));
    expect(authorizeUrls.map((url) => new URL(url).searchParams.get('culture'))).toEqual([
      'fa',
      'en',
    ]);
  });
});
