import { setSessionTenant } from '@crm/shared';
import { prepareSignInOnLoginPage } from './start-auth';

jest.mock('@crm/shared', () => {
  const actual = jest.requireActual('@crm/shared');
  return {
    ...actual,
    getEnvironment: jest.fn(),
    isAuthenticated: jest.fn(),
    prepareCodeLogin: jest.fn(),
  };
});
const shared = jest.requireMock('@crm/shared') as Record<
  'getEnvironment' | 'isAuthenticated' | 'prepareCodeLogin',
  jest.Mock
>;

const at = (url: string) => new URL(url, 'https://crm.example');
const flow = (responseType: string) => ({ oAuthConfig: { responseType } });

describe('the sign-in prepared while the login page loads', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    shared.getEnvironment.mockReturnValue(flow('code'));
    shared.isAuthenticated.mockReturnValue(false);
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
  });

  it('starts on the login page without an interaction, with what its address asks for', () => {
    prepareSignInOnLoginPage(at('/account/login?__tenant=demo&returnUrl=%2Ftwrr&prompt=login'));
    expect(shared.prepareCodeLogin).toHaveBeenCalledWith({
      returnUrl: '/twrr',
      language: expect.any(String),
      tenant: 'demo',
      reauthenticate: true,
    });
  });

  it.each([
    ['another page', '/twrr'],
    ['a login page that has its interaction', '/account/login?interaction=u1'],
  ])('does not start on %s', (_what, address) => {
    prepareSignInOnLoginPage(at(address));
    expect(shared.prepareCodeLogin).not.toHaveBeenCalled();
  });

  it('does not start in the password flow, nor for a user signed in already', () => {
    shared.getEnvironment.mockReturnValue(flow('password'));
    prepareSignInOnLoginPage(at('/account/login'));
    shared.getEnvironment.mockReturnValue(flow('code'));
    shared.isAuthenticated.mockReturnValue(true);
    prepareSignInOnLoginPage(at('/account/login'));
    expect(shared.prepareCodeLogin).not.toHaveBeenCalled();
  });
});
