import { authorizeInPlace } from './authorize-in-place';

// jsdom's page is at http://localhost/.
const AUTHORIZE = 'http://localhost/connect/authorize?client_id=Crm_App&state=s1';
const REDIRECT_URI = 'http://localhost/signin-callback';

function landedAt(url: string, status = 200) {
  const body = { cancel: jest.fn().mockResolvedValue(undefined) };
  return jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, url, body } as unknown as Response);
}

describe('the authorization request made in place', () => {
  it("returns the login page's address when the provider asks for credentials", async () => {
    const fetchPage = landedAt('http://localhost/account/login?interaction=u1&__tenant=demo');
    await expect(authorizeInPlace(AUTHORIZE, REDIRECT_URI, fetchPage)).resolves.toEqual({
      kind: 'interaction',
      address: '/account/login?interaction=u1&__tenant=demo',
    });
    expect(fetchPage).toHaveBeenCalledWith(
      AUTHORIZE,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('goes to the redirect URI when the provider answers with a code at once', async () => {
    const callback = 'http://localhost/signin-callback?code=c1&state=s1';
    await expect(authorizeInPlace(AUTHORIZE, REDIRECT_URI, landedAt(callback))).resolves.toEqual({
      kind: 'callback',
      url: callback,
    });
  });

  it('takes the classic redirect for a provider on another origin, without fetching', async () => {
    const fetchPage = landedAt('https://id.example/account/login?interaction=u1');
    const outcome = await authorizeInPlace(
      'https://id.example/connect/authorize?client_id=Crm_App',
      REDIRECT_URI,
      fetchPage,
    );
    expect(outcome).toEqual({ kind: 'redirect' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it.each([
    ['an error page', landedAt('http://localhost/account/login?interaction=u1', 400)],
    ['a login page without an interaction', landedAt('http://localhost/account/login')],
    ['another page', landedAt('http://localhost/error?code=invalid_request')],
    ['another origin', landedAt('https://elsewhere.example/account/login?interaction=u1')],
    ['a failed request', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('takes the classic redirect after %s', async (_what, fetchPage) => {
    await expect(authorizeInPlace(AUTHORIZE, REDIRECT_URI, fetchPage)).resolves.toEqual({
      kind: 'redirect',
    });
  });
});
