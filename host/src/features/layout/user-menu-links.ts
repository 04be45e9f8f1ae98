// The user menu's pages (as ABP's LeptonX theme has them): the profile, the security log where
// the user may open it, the password change. While the password has expired only the password
// change is offered, as the rest of the menu is blocked then (spec §4).
import { hasPolicy, type GrantedPolicies, type MenuEntry } from '@crm/shared';

const MANAGE_PATH = '/account/manage';
const CHANGE_PASSWORD_PATH = '/changePassword';

/** The account's own page, which brings the user back to where they were (spec §7). */
export function manageAccountPath(returnUrl: string): string {
  return returnUrl.startsWith(MANAGE_PATH)
    ? MANAGE_PATH
    : `${MANAGE_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export interface UserMenuLink {
  name: 'Profile' | 'SecurityLog' | 'ChangePassword';
  path: string;
  testId: string;
}

export interface UserMenuFacts {
  /** Every remote's menu entries: the security log's path and policy come from its entry. */
  entries: readonly MenuEntry[];
  granted: GrantedPolicies;
  passwordExpired: boolean;
  /** Where the profile page's back link returns to. */
  returnUrl: string;
}

export function userMenuLinks(facts: UserMenuFacts): UserMenuLink[] {
  const changePassword: UserMenuLink = {
    name: 'ChangePassword',
    path:
      facts.entries.find((entry) => entry.name === 'ChangePassword')?.path ?? CHANGE_PASSWORD_PATH,
    testId: 'user-menu-change-password',
  };
  if (facts.passwordExpired) return [changePassword];
  const securityLog = facts.entries.find((entry) => entry.name === 'SecurityLog');
  return [
    { name: 'Profile', path: manageAccountPath(facts.returnUrl), testId: 'manage-account' },
    ...(securityLog && !securityLog.invisible && hasPolicy(facts.granted, securityLog.policy)
      ? [{ name: 'SecurityLog' as const, path: securityLog.path, testId: 'user-menu-security-log' }]
      : []),
    changePassword,
  ];
}
