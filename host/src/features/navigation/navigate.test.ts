import { goToLogin, loginPathFor, setRouterNavigate } from './navigate';

describe('the login path', () => {
  it('keeps where the user was, except home and the login page itself', () => {
    expect(loginPathFor('/identity/users?page=2')).toBe(
      '/account/login?returnUrl=%2Fidentity%2Fusers%3Fpage%3D2',
    );
    expect(loginPathFor('/')).toBe('/account/login');
    expect(loginPathFor('/account/login?returnUrl=%2Fx')).toBe('/account/login');
  });

  it('asks the provider for the credentials again when the session was refused', () => {
    expect(loginPathFor('/', { reauthenticate: true })).toBe('/account/login?prompt=login');
    expect(loginPathFor('/reports', { reauthenticate: true })).toBe(
      '/account/login?returnUrl=%2Freports&prompt=login',
    );
  });
});

describe('goToLogin', () => {
  const navigate = jest.fn();
  beforeEach(() => setRouterNavigate(navigate));
  afterEach(() => {
    setRouterNavigate(undefined);
    window.history.replaceState(null, '', '/');
    navigate.mockReset();
  });

  it('navigates to the login page with the current path as the return URL', () => {
    window.history.replaceState(null, '', '/identity/users');
    goToLogin();
    expect(navigate).toHaveBeenCalledWith(
      '/account/login?returnUrl=%2Fidentity%2Fusers',
      undefined,
    );
  });

  it('stays put on the login page, so a second 401 does not drop its prompt', () => {
    window.history.replaceState(null, '', '/account/login?prompt=login');
    goToLogin();
    expect(navigate).not.toHaveBeenCalled();
  });
});
