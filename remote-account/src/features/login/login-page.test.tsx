import { forgetSignOutReason, rememberSignOutReason } from '@crm/shared';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { act, screen } from '@testing-library/react';
import { registerLocales } from '../../locales';
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
});
