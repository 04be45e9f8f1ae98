/** @jest-environment node */
import { defaultEnvironment } from '../environment/environment';
import { setEnvironment } from '../environment/environment-store';
import { resetServerClock, serverNowSeconds } from '../auth/server-clock';
import { registerAuth, type AuthProvider } from './auth-registry';
import { errorReporter, type ReportedError } from './error-reporter';
import { http } from './http';
import { jsonResponse, mockFetch, until } from './test-support';

const API = 'https://api.test';

function fakeAuth(refreshed: boolean) {
  let token = 'old';
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const auth = {
    authorize: async () => ({ authorization: `Bearer ${token}` }),
    refresh: jest.fn(async () => {
      await gate;
      if (refreshed) token = 'new';
      return refreshed;
    }),
    onUnauthenticated: jest.fn(),
  } satisfies AuthProvider;
  return { auth, release };
}

/** Answers 401 to the old token and 200 (echoing the body) to the new one. */
function serverAcceptingNewToken() {
  return mockFetch(async (request) =>
    request.headers.get('Authorization') === 'Bearer new'
      ? jsonResponse({ ok: true, body: await request.text() })
      : new Response('', { status: 401 }),
  );
}

let reported: ReportedError[];
let unregister: () => void = () => undefined;

beforeEach(() => {
  setEnvironment({
    ...defaultEnvironment(API),
    apis: { default: { url: API, rootNamespace: 'Crm' } },
  });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});
afterEach(() => unregister());

describe('401: refresh and retry', () => {
  it('refreshes the token once and retries the request with it, body included', async () => {
    const { auth, release } = fakeAuth(true);
    unregister = registerAuth(auth);
    const { requests } = serverAcceptingNewToken();
    release();
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({
      ok: true,
      body: JSON.stringify({ a: 1 }),
    });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
  });

  it('signs a new DPoP proof for the retry, for the same method and URL', async () => {
    const { auth, release } = fakeAuth(true);
    const signed: string[] = [];
    const bound: AuthProvider = {
      ...auth,
      authorize: async (method, url) => {
        const { authorization } = (await auth.authorize())!;
        signed.push(`${method} ${url}`);
        return {
          authorization: authorization.replace('Bearer', 'DPoP'),
          dpop: `proof-${signed.length}`,
        };
      },
    };
    unregister = registerAuth(bound);
    const { requests } = mockFetch((request) =>
      request.headers.get('Authorization') === 'DPoP new'
        ? jsonResponse({ ok: true })
        : new Response('', { status: 401 }),
    );
    release();
    await expect(http.post('/api/x?q=1', { a: 1 })).resolves.toEqual({ ok: true });
    expect(requests.map((r) => [r.headers.get('Authorization'), r.headers.get('DPoP')])).toEqual([
      ['DPoP old', 'proof-1'],
      ['DPoP new', 'proof-2'],
    ]);
    expect(signed).toEqual([`POST ${API}/api/x?q=1`, `POST ${API}/api/x?q=1`]);
  });

  it("dates the retry's proof by the clock of the server that refused the first", async () => {
    const { auth, release } = fakeAuth(true);
    const bound: AuthProvider = {
      ...auth,
      authorize: async () => ({
        authorization: (await auth.authorize())!.authorization,
        dpop: `iat-${serverNowSeconds()}`,
      }),
    };
    unregister = registerAuth(bound);
    const serverTime = Date.parse('2030-01-01T00:00:00Z');
    const { requests } = mockFetch((request) =>
      request.headers.get('Authorization') === 'Bearer new'
        ? jsonResponse({ ok: true })
        : new Response('', {
            status: 401,
            headers: { Date: new Date(serverTime).toUTCString() },
          }),
    );
    release();
    await http.get('/api/x');
    const iat = Number(requests[1]!.headers.get('DPoP')!.slice('iat-'.length));
    expect(Math.abs(iat - serverTime / 1000)).toBeLessThanOrEqual(2);
    resetServerClock();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { auth, release } = fakeAuth(true);
    unregister = registerAuth(auth);
    const { requests } = serverAcceptingNewToken();
    const calls = [http.get('/api/a'), http.get('/api/b'), http.get('/api/c')];
    // All three are sent, and one more turn of the event loop lets each 401 reach the refresh.
    await until(() => requests.length === 3, 'three requests sent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('lets the 401 go on, once unauthenticated, when the refresh fails', async () => {
    const { auth, release } = fakeAuth(false);
    unregister = registerAuth(auth);
    const { requests } = serverAcceptingNewToken();
    release();
    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(reported.map((error) => (error as { status?: number }).status)).toEqual([401, 401]);
    expect(auth.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('lets the 401 go on when the retried request is refused again', async () => {
    const { auth, release } = fakeAuth(true);
    unregister = registerAuth(auth);
    const { requests } = mockFetch(() => new Response('', { status: 401 }));
    release();
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(2);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(reported).toHaveLength(1);
  });

  it('counts a thrown refresh as failed', async () => {
    const auth: AuthProvider = {
      authorize: async () => ({ authorization: 'Bearer old' }),
      refresh: () => Promise.reject(new Error('network')),
      onUnauthenticated: jest.fn(),
    };
    unregister = registerAuth(auth);
    mockFetch(() => new Response('', { status: 401 }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(auth.onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('passes a 401 straight on while no auth is registered', async () => {
    const { requests } = mockFetch(() => new Response('', { status: 401 }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });
});
