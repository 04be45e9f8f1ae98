import { CLIENT_ID_KEY, TOKEN_ITEMS } from './storage-keys';
import {
  checkClientId,
  clearRememberMeCookie,
  clearTokens,
  hasRememberMeCookie,
  readTokens,
  setRememberMeCookie,
  toTokenSet,
  writeTokens,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    clearRememberMeCookie();
  });

  it('round-trips a token set through sessionStorage', () => {
    const tokens = toTokenSet(
      { access_token: 'a', expires_in: 3600, refresh_token: 'r', id_token: 'i', scope: 'openid' },
      1000,
    );
    writeTokens(tokens);
    expect(readTokens()).toEqual({ ...tokens, sessionState: undefined });
    expect(tokens.expiresAt).toBe(1000 + 3600 * 1000);
  });

  it('clears exactly the items the spec lists, and leaves others alone', () => {
    for (const key of Object.values(TOKEN_ITEMS)) sessionStorage.setItem(key, 'x');
    sessionStorage.setItem('crm.remotePins', 'reports@1.0.0');
    clearTokens();
    expect(Object.values(TOKEN_ITEMS).map((key) => sessionStorage.getItem(key))).toEqual(
      Object.values(TOKEN_ITEMS).map(() => null),
    );
    expect(sessionStorage.getItem('crm.remotePins')).toBe('reports@1.0.0');
  });

  it('clears the tokens when the configured client id changes, not on first use', () => {
    writeTokens(toTokenSet({ access_token: 'a', expires_in: 60 }));
    expect(checkClientId('Crm_App')).toBe(false);
    expect(readTokens()).toBeDefined();
    expect(checkClientId('Crm_App')).toBe(false);
    expect(checkClientId('Other_App')).toBe(true);
    expect(readTokens()).toBeUndefined();
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('Other_App');
  });

  it('sets the rememberMe cookie for the session or with a lifetime', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return writes.at(-1)?.split(';')[0] ?? '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as Document;
    setRememberMeCookie(false, 100, doc);
    expect(writes.at(-1)).not.toContain('Max-Age');
    setRememberMeCookie(true, 100, doc);
    expect(writes.at(-1)).toContain('Max-Age=100');
    expect(hasRememberMeCookie(doc)).toBe(true);
  });
});
