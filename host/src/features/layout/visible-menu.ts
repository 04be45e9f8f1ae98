// Which menu entries a user sees (spec §2, §4, §6): its policy granted, its feature on, the
// user's menu access allowing it, and nothing at all while the password is expired.
import { hasPolicy, type GrantedPolicies, type MenuEntry } from '@crm/shared';
import { isEntryAccessible, type MenuAccess } from '../menu-access/menu-access';

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
  return isEntryAccessible(context.menuAccess, entry.name);
}
