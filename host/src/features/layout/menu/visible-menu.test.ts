import type { MenuEntry } from '@crm/shared';
import { isEntryVisible, type MenuContext } from './visible-menu';

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  granted: { 'Crm.Turnover': true, 'Crm.PortfolioWage': true },
  isFeatureEnabled: (name) => name === 'SettingManagement.Enable',
  menuAccess: { full: true, alwaysAllowed: [] },
  passwordExpired: false,
  ...overrides,
});
const entry = (partial: Partial<MenuEntry>): MenuEntry => ({
  name: 'Turnover',
  path: '/turnover',
  order: 8,
  ...partial,
});

describe('isEntryVisible', () => {
  it('shows an entry whose policy is granted, and one without a policy', () => {
    expect(isEntryVisible(entry({ policy: 'Crm.Turnover' }), context())).toBe(true);
    expect(isEntryVisible(entry({}), context())).toBe(true);
  });

  it('hides an entry whose policy is not granted', () => {
    expect(isEntryVisible(entry({ policy: 'Crm.Mwrr' }), context())).toBe(false);
  });

  it('hides everything while the password is expired', () => {
    expect(isEntryVisible(entry({}), context({ passwordExpired: true }))).toBe(false);
  });

  it('hides an entry whose feature is off', () => {
    expect(isEntryVisible(entry({ requiredFeature: 'SettingManagement.Enable' }), context())).toBe(
      true,
    );
    expect(isEntryVisible(entry({ requiredFeature: 'Other.Feature' }), context())).toBe(false);
  });

  it('without menu access keeps only the always-allowed entries', () => {
    const limited = context({ menuAccess: { full: false, alwaysAllowed: ['PortfolioWage'] } });
    expect(isEntryVisible(entry({ policy: 'Crm.Turnover' }), limited)).toBe(false);
    expect(
      isEntryVisible(entry({ name: 'PortfolioWage', policy: 'Crm.PortfolioWage' }), limited),
    ).toBe(true);
  });

  it('hides an invisible entry', () => {
    expect(isEntryVisible(entry({ invisible: true }), context())).toBe(false);
  });

  it('shows administration entries by their policies alone, without menu access', () => {
    const none = context({
      granted: { 'AbpIdentity.Users': true },
      menuAccess: { full: false, alwaysAllowed: [] },
    });
    const users = entry({
      name: 'IdentityUsers',
      path: '/identity/users',
      parentName: 'Administration',
      policy: 'AbpIdentity.Users',
    });
    expect(isEntryVisible(users, none)).toBe(true);
    expect(isEntryVisible({ ...users, policy: 'AbpIdentity.Roles' }, none)).toBe(false);
    expect(isEntryVisible(users, { ...none, passwordExpired: true })).toBe(false);
  });
});
