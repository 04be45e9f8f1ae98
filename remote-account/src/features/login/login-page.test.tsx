import { forgetSignOutReason, rememberSignOutReason, setSessionTenant } from '@crm/shared';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { registerLocales } from '../../locales';
import { LoginForm } from './login-form';
import LoginPage from './login-page';

describe('the login page', () => {
  beforeEach(async () => {
    await setTestLanguage('fa', registerLocales);
    setAppConfig();
    forgetSignOutReason();
  });

  it('says why the last session ended, above the form', async () => {
    rememberSignOutReason('AbpUi::DefaultErrorMessage401Detail');
    await act(async () => void renderAt('/account/login', '/account/login', <LoginPage />));
    expect(screen.getByTestId('sign-out-reason').textContent).toBe(
      'برای انجام این کار باید وارد سامانه شوید.',
    );
  });

  it('shows no notice after a sign-out the user asked for', async () => {
    await act(async () => void renderAt('/account/login', '/account/login', <LoginPage />));
    expect(screen.getByTestId('page-login')).toBeTruthy();
    expect(screen.queryByTestId('sign-out-reason')).toBeNull();
  });

  it('leads to the forgot-password page, keeping the tenant the address names', async () => {
    const form = <LoginForm onSubmit={() => Promise.resolve()} />;
    await act(async () => void renderAt('/account/login?__tenant=demo', '/account/login', form));
    const link = screen.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' });
    expect(link.getAttribute('href')).toBe('/account/forgot-password?__tenant=demo');
    await act(async () => void fireEvent.click(link));
    expect(screen.getByTestId('location').textContent).toBe(
      '/account/forgot-password?__tenant=demo',
    );
  });

  it('carries the session’s tenant when the address names none (the provider’s sign-in step)', async () => {
    setSessionTenant({ id: 't-1', name: 'demo', isAvailable: true });
    const form = <LoginForm onSubmit={() => Promise.resolve()} />;
    await act(async () => void renderAt('/account/login?interaction=x', '/account/login', form));
    expect(screen.getByTestId('forgot-password-link').getAttribute('href')).toBe(
      '/account/forgot-password?__tenant=demo',
    );
    act(() => setSessionTenant(null));
    expect(screen.getByTestId('forgot-password-link').getAttribute('href')).toBe(
      '/account/forgot-password',
    );
  });
});
