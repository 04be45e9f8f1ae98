// Who may use the menu (spec §4 "Menu access"). Without access a user sees no menu entries
// (admins keep the back office's three) and gets the "register new contract" button instead.
// The check is a customer's: the back office has no contract of its own and reads every basket,
// so its permissions alone decide what it sees.
import type { Audience } from '@crm/shared';

export const CHECK_USER_ACCESS_MENU = 'CHECK_USER_ACCESS_MENU';

/** Entries an admin always keeps, whatever their own contract access. */
export const ADMIN_ALWAYS_ALLOWED = ['PortfolioModify', 'QuestionModify', 'PortfolioWage'] as const;

/**
 * Roles treated as the spec's "admins" here: the back office runs the same three pages and has
 * no contract of its own, so without this its menu would be empty.
 */
export const BACK_OFFICE_ROLES = ['admin', 'backoffice'] as const;

export interface MenuAccessFacts {
  /** Whom the pages speak to (`@crm/shared/policy`, audience.ts). */
  audience: Audience;
  /** The value of the setting CHECK_USER_ACCESS_MENU (text; anything but TRUE disables the check). */
  checkSetting: string | null | undefined;
  /** Answer of `has-current-user-portfolio-contract` (only asked when the check is on). */
  hasPortfolioContract: () => Promise<boolean>;
  /** The user's approved baskets (only asked when the check is on and there is no contract). */
  basketCount: () => Promise<number>;
}

export interface MenuAccess {
  full: boolean;
  /** Entry names allowed even without full access. */
  alwaysAllowed: readonly string[];
}

export async function computeMenuAccess(
  facts: MenuAccessFacts,
  roles: readonly string[],
): Promise<MenuAccess> {
  const backOffice = roles.some((role) =>
    (BACK_OFFICE_ROLES as readonly string[]).includes(role.toLowerCase()),
  );
  const alwaysAllowed = backOffice ? ADMIN_ALWAYS_ALLOWED : [];
  if (facts.audience === 'backOffice') return { full: true, alwaysAllowed };
  if (facts.checkSetting?.trim().toUpperCase() !== 'TRUE') return { full: true, alwaysAllowed };
  if (await facts.hasPortfolioContract()) return { full: true, alwaysAllowed };
  return { full: (await facts.basketCount()) > 0, alwaysAllowed };
}

/** The menu entries shown: all when access is full, otherwise only the always-allowed ones. */
export function isEntryAccessible(access: MenuAccess, entryName: string): boolean {
  return access.full || access.alwaysAllowed.includes(entryName);
}
