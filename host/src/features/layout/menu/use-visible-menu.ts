import { isFeatureEnabled, useAppConfig, useGrantedPolicies } from '@crm/shared';
import { useMemo } from 'react';
import { useRemoteStore } from '../../remotes/remote-store';
import { useShellStore } from '../../startup/shell-store';
import { collectMenu } from './menu';
import { groupMenu } from './menu-tree';
import { isEntryVisible } from './visible-menu';

/** The main menu (grouped) and the administration group as this user may see them now. */
export function useVisibleMenu() {
  const remotes = useRemoteStore((store) => store.remotes);
  const granted = useGrantedPolicies();
  const config = useAppConfig();
  const { menuAccess, passwordExpired } = useShellStore();
  return useMemo(() => {
    const context = { granted, isFeatureEnabled, menuAccess, passwordExpired };
    const { main, administration } = collectMenu(remotes);
    return {
      main: groupMenu(main.filter((entry) => isEntryVisible(entry, context))),
      administration: administration.filter((entry) => isEntryVisible(entry, context)),
    };
    // `config` changes whenever features do; isFeatureEnabled reads the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remotes, granted, config, menuAccess, passwordExpired]);
}
