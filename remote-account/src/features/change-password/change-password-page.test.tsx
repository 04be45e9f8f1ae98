import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpError, refreshAppState } from '@crm/shared';
import { accountApi } from '../../api/account-api';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import ChangePasswordPage from './change-password-page';

jest.mock('../../api/account-api', () => ({
  accountApi: {
    changeExpiredPassword: jest.fn(),
    savePasswordExpiration: jest.fn(),
    isPasswordExpired: jest.fn(),
  },
}));
jest.mock('@crm/shared', () => ({
  ...jest.requireActual<object>('@crm/shared'),
  refreshAppState: jest.fn(),
}));
const change = accountApi.changeExpiredPassword as jest.Mock;
const save = accountApi.savePasswordExpiration as jest.Mock;
const refresh = refreshAppState as jest.Mock;
const expiredCheck = accountApi.isPasswordExpired as jest.Mock;

const wrongPassword = new HttpError({
  kind: 'http',
  status: 400,
  statusText: 'Bad Request',
  url: '/api/app/user/change-password',
  method: 'POST',
  abpError: {
    code: 'Volo.Abp.Identity:PasswordMismatch',
    message: 'Incorrect password.',
    details: null,
    data: null,
    validationErrors: null,
  },
});

async function type(label: string, value: string) {
  await act(async () => void fireEvent.change(labelled(label), { target: { value } }));
}

describe('the expired-password page', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({ 'Abp.Identity.Password.RequiredLength': '8' });
    expiredCheck.mockReset().mockResolvedValue(false);
  });

  it('says the password has expired only when the server says so', async () => {
    await act(
      async () => void renderAt('/changePassword', '/changePassword', <ChangePasswordPage />),
    );
    expect(screen.getByTestId('change-password-intro').textContent).not.toMatch(/expired/);
    expect(screen.getByTestId('change-password-intro').textContent).toMatch(/current password/);
    cleanup();
    expiredCheck.mockResolvedValue(true);
    await act(
      async () => void renderAt('/changePassword', '/changePassword', <ChangePasswordPage />),
    );
    expect(screen.getByTestId('change-password-intro').textContent).toMatch(/has expired/);
    cleanup();
    expiredCheck.mockRejectedValue(new Error('offline'));
    await act(
      async () => void renderAt('/changePassword', '/changePassword', <ChangePasswordPage />),
    );
    expect(screen.getByTestId('change-password-intro').textContent).not.toMatch(/expired/);
  });

  it('changes the password, saves the new expiry, reloads the configuration and goes home', async () => {
    const calls: string[] = [];
    change.mockImplementation(async () => void calls.push('change-password'));
    save.mockImplementation(async () => void calls.push('save-password-expiration'));
    refresh.mockImplementation(async () => void calls.push('refresh'));
    renderAt('/changePassword', '/changePassword', <ChangePasswordPage />);
    await type('Current password', 'old password');
    await type('New password', 'a new password');
    await type('Confirm new password', 'a new password');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(change).toHaveBeenCalledWith({
      currentPassword: 'old password',
      newPassword: 'a new password',
    });
    expect(calls).toEqual(['change-password', 'save-password-expiration', 'refresh']);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('stays on the page when the current password is wrong, records no expiry and leaves the message to the shell', async () => {
    change.mockRejectedValue(wrongPassword);
    renderAt('/changePassword', '/changePassword', <ChangePasswordPage />);
    await type('Current password', 'wrong password');
    await type('New password', 'a new password');
    await type('Confirm new password', 'a new password');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).not.toHaveBeenCalled();
    // The shell's error handler shows the server's message (spec §8); the page repeats none.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('page-change-password').textContent).not.toContain('Incorrect');
    expect(screen.getByTestId('location').textContent).toBe('/changePassword');
  });
});
