import { appConfigStore, HttpError } from '@crm/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { accountApi } from '../../api/account-api';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import SecurityLogPage from './security-log-page';

jest.mock('../../api/account-api', () => ({ accountApi: { getSecurityLog: jest.fn() } }));
const getLog = accountApi.getSecurityLog as jest.Mock;

const row = {
  id: 'r1',
  applicationName: 'Crm',
  identity: 'OpenIdConnect',
  action: 'LoginSucceeded',
  userName: 'admin',
  tenantName: 'demo',
  clientId: 'Crm_App',
  clientIpAddress: '127.0.0.1',
  browserInfo: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36',
  creationTime: '2024-03-20T12:30:05Z',
};

describe('the security log page', () => {
  beforeEach(() => setTestLanguage('fa', registerLocales));

  it('lists the signed-in user’s log: Jalali time, Persian action, IP and browser', async () => {
    setAppConfig();
    getLog.mockResolvedValue({ items: [row], totalCount: 1 });
    await act(async () => void renderAt('/securityLog', '/securityLog', <SecurityLogPage />));
    expect(getLog).toHaveBeenCalledWith(1, 10);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '۱۴۰۳/۰۱/۰۱ ۱۶:۰۰:۰۵',
      'ورود موفق',
      '127.0.0.1',
      'Chrome 126',
    ]);
  });

  it('asks nothing of the server before a user is signed in', async () => {
    appConfigStore.setState({ config: null, status: 'idle' });
    await act(async () => void renderAt('/securityLog', '/securityLog', <SecurityLogPage />));
    expect(getLog).not.toHaveBeenCalled();
    expect(screen.getByRole('heading').textContent).toBe('گزارش امنیتی');
  });

  it('leaves a failure to the shell’s error handler: no banner, no empty list, a retry', async () => {
    setAppConfig();
    const failure = new HttpError({
      kind: 'http',
      status: 500,
      statusText: 'Internal Server Error',
      url: '/api/app/user/user-security-log',
      method: 'GET',
      abpError: {
        code: null,
        message: 'خطای داخلی سرور',
        details: null,
        data: null,
        validationErrors: null,
      },
    });
    getLog.mockRejectedValueOnce(failure).mockResolvedValue({ items: [row], totalCount: 1 });
    await act(async () => void renderAt('/securityLog', '/securityLog', <SecurityLogPage />));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('page-security-log').textContent).not.toContain('خطای داخلی سرور');
    expect(screen.queryByRole('table')).toBeNull();
    const notLoaded = screen.getByTestId('not-loaded');
    expect(notLoaded.textContent).toContain('اطلاعات این بخش دریافت نشد');
    await act(async () => void fireEvent.click(within(notLoaded).getByRole('button')));
    expect(getLog).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
