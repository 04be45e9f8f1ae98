import { addResources } from '@crm/shared';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import type { LoginCredentials } from '../../api/interaction-api';
import { registerLocales } from '../../locales';
import { LoginForm } from './login-form';

const userName = () => screen.getByRole('textbox');
const password = () => document.querySelector<HTMLInputElement>('input[type="password"]')!;
const submitButton = () => screen.getByRole('button', { name: 'ورود' });
const invalidFields = () => document.querySelectorAll('.is-invalid').length;
const REQUIRED_TEXT = 'این فیلد الزامی است.';

async function renderForm(onSubmit: (credentials: LoginCredentials) => Promise<void>) {
  await act(
    async () =>
      void renderAt('/account/login', '/account/login', <LoginForm onSubmit={onSubmit} />),
  );
}

describe('the sign-in form', () => {
  beforeEach(async () => {
    await setTestLanguage('fa', registerLocales);
    // The server's text (application configuration), which the page shows as given.
    const required = { 'ThisFieldIsRequired.': REQUIRED_TEXT };
    addResources('AbpValidation', { fa: required, en: required });
    setAppConfig();
  });

  it('shows no error before the user has touched a field', async () => {
    await renderForm(() => Promise.resolve());
    expect(invalidFields()).toBe(0);
    expect(userName().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses an empty submit: both fields say they are required and the first takes the focus', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    await renderForm(onSubmit);
    await act(async () => void fireEvent.click(submitButton()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(invalidFields()).toBe(2);
    expect(screen.getAllByText(REQUIRED_TEXT)).toHaveLength(2);
    expect(userName().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(userName());
  });

  it('marks a field once the user has emptied it, and clears it when it is filled again', async () => {
    await renderForm(() => Promise.resolve());
    await act(async () => void fireEvent.change(userName(), { target: { value: 'a' } }));
    await act(async () => void fireEvent.change(userName(), { target: { value: ' ' } }));
    expect(invalidFields()).toBe(1);
    await act(async () => void fireEvent.change(userName(), { target: { value: 'admin' } }));
    expect(invalidFields()).toBe(0);
  });

  it('sends the user name trimmed, the password as typed and "remember me" on by default', async () => {
    const onSubmit = jest.fn((_credentials: LoginCredentials) => Promise.resolve());
    await renderForm(onSubmit);
    await act(async () => void fireEvent.change(userName(), { target: { value: '  customer1 ' } }));
    await act(async () => void fireEvent.change(password(), { target: { value: ' 1q2w3E* ' } }));
    await act(async () => void fireEvent.click(submitButton()));
    expect(onSubmit).toHaveBeenCalledWith({
      userNameOrEmailAddress: 'customer1',
      password: ' 1q2w3E* ',
      rememberMe: true,
    });
  });

  it('ignores a second submit while the first is pending', async () => {
    let finish = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderForm(onSubmit);
    await act(async () => void fireEvent.change(userName(), { target: { value: 'admin' } }));
    await act(async () => void fireEvent.change(password(), { target: { value: 'x' } }));
    const form = submitButton().closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => void fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });
});
