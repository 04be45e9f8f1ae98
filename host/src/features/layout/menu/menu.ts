import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';
import type { RemoteEntryState } from '../../remotes/remote-store';

export const ADMINISTRATION = MENU_GROUP.administration;

/** A remote's menu entries: from its release's navigation, else from its loaded module. */
function menuOf(state: RemoteEntryState): MenuEntry[] {
  if (state.release.navigation) return state.release.navigation.menu;
  return state.status === 'ready' ? state.module.menu : [];
}

/**
 * The spec's order; entries of equal order (BalanceSheetCurrent and ShareDeal at 5,
 * QuestionModify and SecurityLog at 14) by name — the spec's order too — so that the menu never
 * depends on which remote answered first.
 */
export function byMenuOrder(a: MenuEntry, b: MenuEntry): number {
  if (a.order !== b.order) return a.order - b.order;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Every known remote's menu entries, split into the main menu and the administration group. */
export function collectMenu(remotes: Record<string, RemoteEntryState>) {
  const entries = Object.values(remotes)
    .flatMap(menuOf)
    .filter((entry) => !entry.invisible)
    .sort(byMenuOrder);
  const isAdministration = (entry: MenuEntry) => entry.parentName === ADMINISTRATION;
  return {
    main: entries.filter((entry) => !isAdministration(entry)),
    administration: entries.filter(isAdministration),
  };
}
