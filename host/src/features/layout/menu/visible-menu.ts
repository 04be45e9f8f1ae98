// Which menu entries a user sees (spec §2, §4, §6): its policy granted, its feature on, the
// user's menu access allowing it, and nothing at all while the password is expired. Menu access
// (a portfolio contract or a basket) governs the customer entries only: an administrator
// without a contract still reaches every administration page their permissions allow.
import { hasPolicy, type GrantedPolicies, type MenuEntry } from '@crm/shared';
import { isEntryAccessible, type MenuAccess } from '../../menu-access/menu-access';
import { ADMINISTRATION } from './menu';

export interface MenuContext {
  granted: GrantedPolicies;
  isFeatureEnabled: (name: string) => boolean;
  menuAccess: MenuAccess;
  passwordExpired: boolean;
}

export function isEntryVisible(entry: MenuEntry, context: MenuContext): boolean {
  if (context.passwordExpired || entry.invisible) return false;
  if (!hasPolicy(context.granted, entry.policy)) return false;
  if (entry.requiredFeature && !context.isFeatureEnabled(entry.requiredFeature)) return false;
  if (entry.parentName === ADMINISTRATION) return true;
  return isEntryAccessible(context.menuAccess, entry.name);
}
