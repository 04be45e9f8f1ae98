import { act, fireEvent, screen } from '@testing-library/react';
import { accountApi } from '../../api/account-api';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import ResetPasswordPage from './reset-password-page';

jest.mock('../../api/account-api', () => ({
  accountApi: { verifyPasswordResetToken: jest.fn(), resetPassword: jest.fn() },
}));
const verify = accountApi.verifyPasswordResetToken as jest.Mock;
const reset = accountApi.resetPassword as jest.Mock;
const URL = '/account/reset-password?userId=u-1&resetToken=123.abc&__tenant=t-1';

const show = () =>
  act(async () => void renderAt(URL, '/account/reset-password', <ResetPasswordPage />));

describe('the reset-password page', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({ 'Abp.Identity.Password.RequiredLength': '8' });
  });

  it("checks the link's token in the link's tenant, then sets the new password", async () => {
    verify.mockResolvedValue(true);
    reset.mockResolvedValue(undefined);
    await show();
    expect(verify).toHaveBeenCalledWith({ userId: 'u-1', resetToken: '123.abc' }, 't-1');
    for (const label of ['New password', 'Confirm new password']) {
      await act(
        async () => void fireEvent.change(labelled(label), { target: { value: 'long password' } }),
      );
    }
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Reset password' })),
    );
    expect(reset).toHaveBeenCalledWith(
      { userId: 'u-1', resetToken: '123.abc', password: 'long password' },
      't-1',
    );
    expect(screen.getByTestId('password-reset-done')).toBeTruthy();
  });

  it('says so when the link is used or expired, offering a new one', async () => {
    verify.mockResolvedValue(false);
    await show();
    expect(screen.getByTestId('reset-link-invalid').textContent).toContain(
      'invalid or has expired',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/account/forgot-password?__tenant=t-1',
    );
  });
});
