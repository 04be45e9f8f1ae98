import type { MenuEntry } from '@crm/shared';
import { manageAccountPath, userMenuLinks } from './user-menu-links';

const entries: MenuEntry[] = [
  { name: 'SecurityLog', path: '/securityLog', order: 14, policy: 'Crm.HomePage' },
  { name: 'ChangePassword', path: '/changePassword', order: 15, policy: 'Crm.HomePage' },
];
const names = (links: ReturnType<typeof userMenuLinks>) => links.map((link) => link.name);

describe('the user menu’s links', () => {
  it('offers the profile (back to the current page), the security log and the password change', () => {
    const links = userMenuLinks({
      entries,
      granted: { 'Crm.HomePage': true },
      passwordExpired: false,
      returnUrl: '/portfolioStatus?b=1',
    });
    expect(links.map((link) => [link.name, link.path])).toEqual([
      ['Profile', '/account/manage?returnUrl=%2FportfolioStatus%3Fb%3D1'],
      ['SecurityLog', '/securityLog'],
      ['ChangePassword', '/changePassword'],
    ]);
  });

  it('leaves out the security log for a user who may not open it', () => {
    const links = userMenuLinks({ entries, granted: {}, passwordExpired: false, returnUrl: '/' });
    expect(names(links)).toEqual(['Profile', 'ChangePassword']);
  });

  it('leaves out the security log when its remote is not known', () => {
    const links = userMenuLinks({
      entries: [],
      granted: { 'Crm.HomePage': true },
      passwordExpired: false,
      returnUrl: '/',
    });
    expect(links.map((link) => [link.name, link.path])).toEqual([
      ['Profile', '/account/manage?returnUrl=%2F'],
      ['ChangePassword', '/changePassword'],
    ]);
  });

  it('offers only the password change while the password has expired', () => {
    const links = userMenuLinks({
      entries,
      granted: { 'Crm.HomePage': true },
      passwordExpired: true,
      returnUrl: '/changePassword',
    });
    expect(names(links)).toEqual(['ChangePassword']);
  });

  it('does not send the profile page back to itself', () => {
    expect(manageAccountPath('/account/manage?returnUrl=%2F')).toBe('/account/manage');
  });
});
