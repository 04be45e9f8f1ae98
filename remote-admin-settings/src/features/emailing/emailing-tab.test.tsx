import { HttpError, toastStore } from '@crm/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingsApi } from '../../api/settings-api';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import EmailingTab from './emailing-tab';

jest.mock('../../api/settings-api', () => ({
  settingsApi: {
    getEmailSettings: jest.fn(),
    saveEmailSettings: jest.fn(),
    sendTestEmail: jest.fn(),
  },
}));
const getSettings = settingsApi.getEmailSettings as jest.Mock;
const save = settingsApi.saveEmailSettings as jest.Mock;
const sendTest = settingsApi.sendTestEmail as jest.Mock;

const SAVED = {
  smtpHost: '127.0.0.1',
  smtpPort: 25,
  smtpUserName: 'mailer',
  smtpPassword: null,
  smtpDomain: '',
  smtpEnableSsl: false,
  smtpUseDefaultCredentials: true,
  defaultFromAddress: 'noreply@demo.example',
  defaultFromDisplayName: 'Demo',
  hasSmtpPassword: true,
};

async function show() {
  await act(async () => void renderAt('/s', '/s', <EmailingTab />));
}
async function type(label: string, value: string) {
  await act(async () => void fireEvent.change(labelled(label), { target: { value } }));
}
const click = (name: string, root: HTMLElement = document.body) =>
  act(async () => void fireEvent.click(within(root).getByRole('button', { name })));
const lastToast = () => toastStore.getState().toasts.at(-1);

const smtpUnreachable = new HttpError({
  kind: 'http',
  status: 400,
  statusText: 'Bad Request',
  url: '/x',
  method: 'POST',
  abpError: {
    code: 'Crm:SmtpUnreachable',
    message: 'سرور SMTP در نشانی 127.0.0.1:1 در دسترس نیست.',
    details: null,
    data: null,
    validationErrors: null,
  },
});

describe('the Emailing tab', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig(
      {},
      { 'SettingManagement.Emailing': true, 'SettingManagement.Emailing.Test': true },
    );
    getSettings.mockResolvedValue(SAVED);
    save.mockResolvedValue(undefined);
  });

  it('loads the saved settings, never a password', async () => {
    await show();
    expect(labelled('Default from display name').value).toBe('Demo');
    expect(labelled('Port').value).toBe('25');
  });

  it('requires the display name, the sender address and the port, and ignores an invalid submit', async () => {
    await show();
    await type('Default from display name', '');
    await type('Default from address', 'not an address');
    await type('Port', '');
    await click('Save');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('collapses the credentials while the default credentials are used', async () => {
    await show();
    expect(screen.queryByTestId('smtp-credentials')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByLabelText('Use default credentials')));
    expect(screen.getByTestId('smtp-credentials')).toBeTruthy();
    expect(screen.getByText(/A password is saved/)).toBeTruthy();
  });

  it('saves the form as ABP’s DTO, says so and ignores a second submit while saving', async () => {
    let finish: () => void = () => {};
    save.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await show();
    await type('Port', '2525');
    await click('Save');
    await act(async () => void fireEvent.submit(document.querySelector('form')!));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toMatchObject({
      smtpPort: 2525,
      defaultFromAddress: 'noreply@demo.example',
      smtpUseDefaultCredentials: true,
    });
    await act(async () => finish());
    expect(lastToast()?.message).toBe('AbpSettingManagement::SuccessfullySaved');
  });

  it('sends a test e-mail from the modal: sender, target and subject required, body optional', async () => {
    sendTest.mockResolvedValue(undefined);
    await show();
    await click('Send test email');
    const dialog = screen.getByRole('dialog');
    expect(labelled('Sender email address').value).toBe('noreply@demo.example');
    await type('Subject', '');
    await click('Send', dialog);
    expect(sendTest).not.toHaveBeenCalled();
    await type('Target email address', 'qa@example.com');
    await type('Subject', 'Hello');
    await type('Body', '');
    await click('Send', dialog);
    expect(sendTest).toHaveBeenCalledWith({
      senderEmailAddress: 'noreply@demo.example',
      targetEmailAddress: 'qa@example.com',
      subject: 'Hello',
      body: '',
    });
    expect(lastToast()?.message).toBe('AbpSettingManagement::SuccessfullySent');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("leaves the SMTP server's error to the shell's handler and keeps the modal open", async () => {
    sendTest.mockRejectedValue(smtpUnreachable);
    await show();
    await click('Send test email');
    const dialog = screen.getByRole('dialog');
    await type('Target email address', 'qa@example.com');
    await click('Send', dialog);
    expect(sendTest).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.textContent).not.toContain('در دسترس نیست');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('leaves a failed save to the shell’s handler and keeps what was typed', async () => {
    save.mockRejectedValue(smtpUnreachable);
    await show();
    await type('Host', 'smtp.example.com');
    await click('Save');
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('در دسترس نیست');
    expect(labelled('Host').value).toBe('smtp.example.com');
  });

  it('says the settings were not received after a 500, without a banner, and loads them on retry', async () => {
    getSettings.mockRejectedValueOnce(
      new HttpError({
        kind: 'http',
        status: 500,
        statusText: 'Internal Server Error',
        url: '/api/setting-management/emailing',
        method: 'GET',
      }),
    );
    await show();
    expect(screen.queryByRole('alert')).toBeNull();
    const notLoaded = screen.getByTestId('not-loaded');
    await click('Try again', notLoaded);
    expect(labelled('Default from display name').value).toBe('Demo');
  });
});
