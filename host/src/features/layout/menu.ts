import type { MenuEntry } from '@crm/shared/contracts';
import type { RemoteEntryState } from '../remotes/remote-store';

export const ADMINISTRATION = 'Administration';

/** A remote's menu entries: from its release's navigation, else from its loaded module. */
function menuOf(state: RemoteEntryState): MenuEntry[] {
  if (state.release.navigation) return state.release.navigation.menu;
  return state.status === 'ready' ? state.module.menu : [];
}

/** Every known remote's menu entries, split into the main menu and the administration group. */
export function collectMenu(remotes: Record<string, RemoteEntryState>) {
  const entries = Object.values(remotes)
    .flatMap(menuOf)
    .filter((entry) => !entry.invisible)
    .sort((a, b) => a.order - b.order);
  const isAdministration = (entry: MenuEntry) => entry.parentName === ADMINISTRATION;
  return {
    main: entries.filter((entry) => !isAdministration(entry)),
    administration: entries.filter(isAdministration),
  };
}
