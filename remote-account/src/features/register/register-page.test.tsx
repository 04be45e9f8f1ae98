import { HttpError } from '@crm/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { accountApi } from '../../api/account-api';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import RegisterPage from './register-page';

jest.mock('../../api/account-api', () => ({
  accountApi: { register: jest.fn() },
}));
const register = accountApi.register as jest.Mock;

const show = (url = '/account/register?__tenant=demo') =>
  renderAt(url, '/account/register', <RegisterPage />);
const field = labelled;
async function type(label: string, value: string) {
  await act(async () => void fireEvent.change(field(label), { target: { value } }));
}
async function fill(password = 'abcdefg1', confirm = password) {
  await type('User name', 'sara');
  await type('Email address', 'sara@example.com');
  await type('Password', password);
  await type('Confirm password', confirm);
}
const submit = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Register' })));

describe('the register page', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({
      'Abp.Account.IsSelfRegistrationEnabled': 'True',
      'Abp.Identity.Password.RequiredLength': '8',
      'Abp.Identity.Password.RequireDigit': 'True',
    });
  });

  it('checks the password policy from settings and the confirmation before sending', async () => {
    show();
    await fill('abcdefgh');
    await submit();
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByText(/at least one digit/)).toBeTruthy();
    await type('Password', 'abcdefg1');
    await type('Confirm password', 'abcdefg2');
    await submit();
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
  });

  it("registers in the address's tenant, then offers to sign in", async () => {
    register.mockResolvedValue({});
    show();
    await fill();
    await submit();
    expect(register).toHaveBeenCalledWith(
      { userName: 'sara', emailAddress: 'sara@example.com', password: 'abcdefg1' },
      'demo',
    );
    expect(screen.getByTestId('register-done')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Login' })));
    expect(screen.getByTestId('location').textContent).toBe('/account/login?__tenant=demo');
  });

  it("shows the server's message (a taken user name) and keeps the form", async () => {
    register.mockRejectedValue(
      new HttpError({
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        url: '/api/account/register',
        method: 'POST',
        abpError: {
          code: 'Volo.Abp.Identity:DuplicateUserName',
          message: "Username 'sara' is already taken.",
          details: null,
          data: null,
          validationErrors: null,
        },
      }),
    );
    show();
    await fill();
    await submit();
    expect(screen.getByRole('alert').textContent).toContain("Username 'sara' is already taken.");
    expect((field('User name') as HTMLInputElement).value).toBe('sara');
  });

  it('says registration is off when the tenant disabled it', async () => {
    setAppConfig({ 'Abp.Account.IsSelfRegistrationEnabled': 'False' });
    show();
    expect(screen.getByText(/Self user registration is disabled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('reads in Persian', async () => {
    await setTestLanguage('fa', registerLocales);
    show();
    expect(screen.getByRole('heading').textContent).toBe('ثبت‌نام');
    expect(labelled('تکرار رمز عبور')).toBeTruthy();
  });
});
