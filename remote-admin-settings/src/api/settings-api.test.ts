/** @jest-environment node */
// The e-mail settings calls reach the shell's error handler (spec §8): a 500 and an ABP error
// body are reported to it, and the call still fails for the tab.
import {
  defaultEnvironment,
  errorReporter,
  isHttpError,
  setEnvironment,
  type ReportedError,
} from '@crm/shared';
import { settingsApi } from './settings-api';

let reported: ReportedError[];

function answer(response: () => Response) {
  globalThis.fetch = jest.fn(async () => response()) as unknown as typeof fetch;
}
const serverError = () => new Response('', { status: 500 });
const abpError = () =>
  new Response(JSON.stringify({ error: { code: 'Crm:SmtpUnreachable', message: 'SMTP down' } }), {
    status: 400,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });

beforeEach(() => {
  const api = 'https://api.test';
  setEnvironment({
    ...defaultEnvironment(api),
    apis: { default: { url: api, rootNamespace: 'Crm' } },
  });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});

const settings = {
  smtpHost: 'h',
  smtpPort: 25,
  smtpUserName: '',
  smtpPassword: null,
  smtpDomain: '',
  smtpEnableSsl: false,
  smtpUseDefaultCredentials: true,
  defaultFromAddress: 'a@example.com',
  defaultFromDisplayName: 'A',
};
const testEmail = {
  senderEmailAddress: 'a@example.com',
  targetEmailAddress: 'b@example.com',
  subject: 's',
  body: '',
};

describe.each([
  ['reading the e-mail settings', () => settingsApi.getEmailSettings()],
  ['saving the e-mail settings', () => settingsApi.saveEmailSettings(settings)],
  ['sending a test e-mail', () => settingsApi.sendTestEmail(testEmail)],
])('%s', (_name, call) => {
  it('hands a 500 to the shell’s error handler and still fails', async () => {
    answer(serverError);
    await expect(call()).rejects.toMatchObject({ status: 500 });
    expect(reported.map((error) => isHttpError(error) && error.status)).toEqual([500]);
  });

  it('hands an ABP error body to the shell’s error handler', async () => {
    answer(abpError);
    await expect(call()).rejects.toMatchObject({ status: 400 });
    expect(reported).toHaveLength(1);
    expect(isHttpError(reported[0]) && reported[0].abpError?.message).toBe('SMTP down');
  });
});
