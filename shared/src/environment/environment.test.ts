import { deepMerge } from './deep-merge';
import { defaultEnvironment } from './environment';

describe('defaultEnvironment', () => {
  it('points API and identity provider at the page’s origin, with the product’s client', () => {
    const environment = defaultEnvironment('https://crm.example', true);
    expect(environment.apis.default).toEqual({ url: '', rootNamespace: 'Crm' });
    expect(environment.oAuthConfig).toEqual({
      issuer: 'https://crm.example',
      clientId: 'Crm_App',
      responseType: 'code',
      scope: 'openid profile email phone roles offline_access Crm',
      redirectUri: 'https://crm.example/signin-callback',
      postLogoutRedirectUri: 'https://crm.example/',
      requireHttps: true,
    });
    expect(environment.application.baseUrl).toBe('https://crm.example');
  });

  it('takes the page origin by default and is not production outside a build', () => {
    const environment = defaultEnvironment();
    expect(environment.oAuthConfig.issuer).toBe(location.origin);
    expect(environment.production).toBe(false);
    expect(environment.oAuthConfig.requireHttps).toBe(false);
  });
});

describe('deepMerge', () => {
  it('merges objects at every depth; arrays and plain values replace', () => {
    expect(
      deepMerge(
        { a: { b: 1, c: [1, 2], d: 'x' }, e: 1 },
        { a: { b: 2, c: [3], f: true }, g: null },
      ),
    ).toEqual({ a: { b: 2, c: [3], d: 'x', f: true }, e: 1, g: null });
  });

  it('keeps base values where the overlay has undefined and changes neither input', () => {
    const base = { a: { b: 1 } };
    const overlay = { a: { b: undefined, c: 2 } };
    expect(deepMerge(base, overlay)).toEqual({ a: { b: 1, c: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
  });

  it('ignores prototype keys', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
