import { ServerRefusal } from './server-calls';
import { signInFailure } from './sign-in-error';

describe('what the sign-in page says about a failed step', () => {
  it("shows the server's own message (already in the session's language)", () => {
    const refusal = new ServerRefusal(
      400,
      'Crm:InvalidCredentials',
      'نام کاربری یا رمز عبور نادرست است!',
    );
    expect(signInFailure(refusal)).toEqual({
      failure: { text: 'نام کاربری یا رمز عبور نادرست است!' },
      restart: false,
    });
  });

  it('starts the sign-in again when the interaction is gone', () => {
    const refusal = new ServerRefusal(404, 'Crm:InteractionNotFound', 'not found');
    expect(signInFailure(refusal)).toEqual({
      failure: { key: 'AbpAccount::InvalidLoginRequest' },
      restart: true,
    });
  });

  it('names a tenant that is unknown or inactive', () => {
    for (const code of ['Crm:TenantNotFound', 'Crm:TenantNotActive'])
      expect(signInFailure(new ServerRefusal(400, code, 'x'), 'demo').failure).toEqual({
        key: 'AbpUiMultiTenancy::GivenTenantIsNotAvailable',
        argument: 'demo',
      });
  });

  it('falls back to the default message without a server message, or for a network failure', () => {
    const fallback = { failure: { key: 'AbpUi::DefaultErrorMessage' }, restart: false };
    expect(signInFailure(new ServerRefusal(502, undefined, undefined))).toEqual(fallback);
    expect(signInFailure(new TypeError('Failed to fetch'))).toEqual(fallback);
  });
});
