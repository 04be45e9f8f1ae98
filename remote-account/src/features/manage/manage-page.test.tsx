// The profile page leaves a failed call to the shell's error handler (spec §8): no inline banner,
// no server message repeated; what it cannot show it says it did not receive, with a retry.
import { HttpError } from '@crm/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { accountApi } from '../../api/account-api';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import ManagePage from './manage-page';

jest.mock('../../api/account-api', () => ({
  accountApi: { getMyProfile: jest.fn(), updateMyProfile: jest.fn(), changeMyPassword: jest.fn() },
}));
const getProfile = accountApi.getMyProfile as jest.Mock;
const saveProfile = accountApi.updateMyProfile as jest.Mock;
const changePassword = accountApi.changeMyPassword as jest.Mock;

const PROFILE = {
  userName: 'sara',
  email: 'sara@example.com',
  name: 'Sara',
  surname: null,
  phoneNumber: null,
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: 'stamp-1',
  extraProperties: {},
};

function failure(status: number, message?: string): HttpError {
  return new HttpError({
    kind: 'http',
    status,
    statusText: 'failed',
    url: '/api/account/my-profile',
    method: 'GET',
    abpError: message
      ? { code: null, message, details: null, data: null, validationErrors: null }
      : undefined,
  });
}

async function show() {
  await act(async () => void renderAt('/account/manage', '/account/manage', <ManagePage />));
}
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(labelled(label), { target: { value } }));
const page = () => screen.getByTestId('page-manage');

describe('the profile page when a call fails', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({ 'Abp.Identity.Password.RequiredLength': '8' });
    getProfile.mockReset().mockResolvedValue(PROFILE);
  });

  it('says the profile was not received after a 500, without a banner, and loads it on retry', async () => {
    getProfile.mockRejectedValueOnce(failure(500));
    await show();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(/User name/)).toBeNull();
    const notLoaded = screen.getByTestId('not-loaded');
    expect(notLoaded.textContent).toContain('was not received');
    await click(within(notLoaded).getByRole('button', { name: 'Try again' }));
    expect(labelled('User name').value).toBe('sara');
  });

  it('keeps the form and repeats no server message when saving answers an ABP error', async () => {
    saveProfile.mockRejectedValue(failure(400, 'Email is already taken.'));
    await show();
    await type('Email address', 'taken@example.com');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(saveProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page().textContent).not.toContain('already taken');
    expect(labelled('Email address').value).toBe('taken@example.com');
  });

  it('offers to reload a profile saved elsewhere meanwhile (409)', async () => {
    saveProfile.mockRejectedValue(failure(409, 'The data was changed by someone else.'));
    await show();
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(page().textContent).not.toContain('changed by someone else');
    await click(screen.getByTestId('reload-profile'));
    expect(getProfile).toHaveBeenCalledTimes(2);
  });

  it('keeps field validation on the form, and leaves a wrong current password to the shell', async () => {
    changePassword.mockRejectedValue(failure(400, 'Incorrect password.'));
    await show();
    await click(screen.getByRole('tab', { name: 'Change password' }));
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(changePassword).not.toHaveBeenCalled();
    expect(page().textContent).toContain('This field is required');
    await type('Current password', 'wrong password');
    await type('New password', 'a new password');
    await type('Confirm new password', 'a new password');
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page().textContent).not.toContain('Incorrect password');
  });
});
