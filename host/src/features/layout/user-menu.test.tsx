import { act, fireEvent, screen } from '@testing-library/react';
import { addResources, logout } from '@crm/shared';
import { renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import type { ActiveRemote } from '@crm/shared/platform';
import { hostResources } from '../../locales';
import { useRemoteStore } from '../remotes/remote-store';
import { useShellStore } from '../startup/shell-store';
import { UserMenu } from './user-menu';

jest.mock('@crm/shared', () => ({
  ...jest.requireActual<object>('@crm/shared'),
  logout: jest.fn(() => Promise.resolve()),
}));

const accountRelease = {
  name: 'account',
  navigation: {
    menu: [
      { name: 'SecurityLog', path: '/securityLog', order: 14, policy: 'Crm.HomePage' },
      { name: 'ChangePassword', path: '/changePassword', order: 15, policy: 'Crm.HomePage' },
    ],
  },
} as unknown as ActiveRemote;

async function openMenu() {
  renderAt('/portfolioStatus', '*', <UserMenu name="مریم رضایی" basketCode="SB-00001" />);
  const button = screen.getByTestId('user-menu');
  button.focus();
  await act(async () => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
  return screen.getByTestId('user-menu-list');
}

describe('the user menu', () => {
  beforeAll(async () => {
    await setTestLanguage('fa', () => {
      for (const [namespace, texts] of Object.entries(hostResources))
        addResources(namespace, texts);
    });
  });
  beforeEach(() => {
    setAppConfig({}, { 'Crm.HomePage': true });
    useShellStore.setState({ passwordExpired: false });
    useRemoteStore.setState({ remotes: { account: { status: 'idle', release: accountRelease } } });
  });
  afterEach(() => act(() => useRemoteStore.setState({ remotes: {} })));

  it('shows the user’s name and basket, each isolated in its own direction', () => {
    renderAt('/', '*', <UserMenu name="مریم رضایی" basketCode="SB-00001" />);
    const name = screen.getByTestId('user-name');
    expect(name.textContent).toBe('مریم رضایی — SB-00001');
    expect([...name.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'مریم رضایی',
      'SB-00001',
    ]);
  });

  it('keeps the name, isolated, as the button’s accessible name when only its icon shows', () => {
    renderAt('/', '*', <UserMenu name="مریم رضایی" compact iconOnly />);
    const button = screen.getByRole('button', { name: '\u2068مریم رضایی\u2069' });
    expect(button.getAttribute('title')).toBe('\u2068مریم رضایی\u2069');
    expect(screen.queryByTestId('user-name')).toBeNull();
  });

  it('opens from the keyboard with the profile, security log, password change and sign-out in Persian', async () => {
    const list = await openMenu();
    const items = [...list.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['نمایهٔ من', 'گزارش امنیتی', 'تغییر رمز عبور', 'خروج']);
  });

  it('leads to the profile with the way back, and to the security log', async () => {
    await openMenu();
    expect(screen.getByTestId('manage-account').getAttribute('href')).toBe(
      '/account/manage?returnUrl=%2FportfolioStatus',
    );
    await act(async () => void fireEvent.click(screen.getByTestId('user-menu-security-log')));
    expect(screen.getByTestId('location').textContent).toBe('/securityLog');
  });

  it('leaves out the security log without its permission', async () => {
    setAppConfig({}, {});
    await openMenu();
    expect(screen.queryByTestId('user-menu-security-log')).toBeNull();
    expect(screen.getByTestId('user-menu-change-password')).toBeTruthy();
  });

  it('signs out', async () => {
    await openMenu();
    await act(async () => void fireEvent.click(screen.getByTestId('logout')));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
