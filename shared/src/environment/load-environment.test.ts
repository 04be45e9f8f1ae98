/** @jest-environment node */
import { errorReporter, type ReportedError } from '../http/error-reporter';
import { jsonResponse, mockFetch } from '../http/test-support';
import { defaultEnvironment, type Environment, type RemoteEnv } from './environment';
import { getEnvironment } from './environment-store';
import { InvalidEnvironmentError, loadEnvironment } from './load-environment';

const remoteEnv: RemoteEnv = {
  url: 'https://config.test/env.json',
  method: 'POST',
  headers: { 'X-Env': 'qa' },
  mergeStrategy: 'deepmerge',
};

function base(overrides: Partial<Environment> = {}): Environment {
  return { ...defaultEnvironment('https://crm.example'), remoteEnv, ...overrides };
}

let reported: ReportedError[];

beforeEach(() => {
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});

describe('loadEnvironment', () => {
  it('uses the built-in environment when it names no remote one', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    const environment = base({ remoteEnv: undefined });
    await expect(loadEnvironment(environment)).resolves.toBe(environment);
    expect(getEnvironment()).toBe(environment);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the remote environment with its method and headers and deep-merges it', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({
        apis: { default: { url: 'https://api.other' } },
        oAuthConfig: { issuer: 'https://id.other', responseType: 'password' },
      }),
    );
    const environment = await loadEnvironment(base());
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe(remoteEnv.url);
    expect(requests[0]!.headers.get('X-Env')).toBe('qa');
    expect(environment.apis.default).toEqual({ url: 'https://api.other', rootNamespace: 'Crm' });
    expect(environment.oAuthConfig).toMatchObject({
      issuer: 'https://id.other',
      responseType: 'password',
      clientId: 'Crm_App',
    });
    expect(getEnvironment()).toEqual(environment);
  });

  it('takes the remote document whole with the overwrite strategy', async () => {
    const whole = defaultEnvironment('https://elsewhere.test');
    mockFetch(() => jsonResponse(whole));
    const environment = await loadEnvironment(
      base({ remoteEnv: { ...remoteEnv, mergeStrategy: 'overwrite' } }),
    );
    expect(environment).toEqual(whole);
  });

  it('reports a failed fetch and goes on with the built-in environment', async () => {
    mockFetch(() => new Response('', { status: 404 }));
    const environment = base();
    await expect(loadEnvironment(environment)).resolves.toBe(environment);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ status: 404, url: remoteEnv.url });
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    await loadEnvironment(base());
    expect(reported[0]).toMatchObject({ status: 0, statusText: 'Unknown Error' });
  });

  it('reports a remote environment that would break the typed one and ignores it', async () => {
    mockFetch(() => jsonResponse({ oAuthConfig: { responseType: 'implicit' } }));
    const environment = base();
    await expect(loadEnvironment(environment)).resolves.toBe(environment);
    expect(reported[0]).toBeInstanceOf(InvalidEnvironmentError);
    expect(reported[0]!.message).toContain('oAuthConfig.responseType');
  });
});
