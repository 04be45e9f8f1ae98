import { CULTURE_COOKIE, readCookie, writeCookie, writeCultureCookie } from './cookies';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('cookies', () => {
  afterEach(clearCookies);

  it('reads a cookie by its exact name, decoded', () => {
    document.cookie = 'XSRF-TOKEN-OLD=old; path=/';
    document.cookie = 'XSRF-TOKEN=a%2Bb%3D; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('a+b=');
    expect(readCookie('XSRF')).toBeUndefined();
  });

  it('writes the culture cookie URL-encoded as c=<lang>|uic=<lang>', () => {
    writeCultureCookie('fa');
    expect(document.cookie).toContain(`${CULTURE_COOKIE}=c%3Dfa%7Cuic%3Dfa`);
    expect(readCookie(CULTURE_COOKIE)).toBe('c=fa|uic=fa');
  });

  it('writes the cookie for the whole site (path /)', () => {
    const set = jest.spyOn(Document.prototype, 'cookie', 'set');
    writeCookie('name', 'a b');
    expect(set).toHaveBeenCalledWith('name=a%20b; path=/');
    set.mockRestore();
  });
});
