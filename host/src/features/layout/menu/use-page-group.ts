import type { MenuGroup } from '@crm/shared/contracts';
import { useMemo } from 'react';
import { useRemoteStore } from '../../remotes/remote-store';
import type { Crumb } from '../collect-routes';
import { collectMenu } from './menu';
import { groupOfPath } from './menu-tree';

/**
 * The menu group the page sits in, for the breadcrumb: the group of the first crumb a main-menu
 * entry leads to. Administration pages get none, as the spec's breadcrumb skips Administration.
 */
export function usePageGroup(crumbs: readonly Crumb[]): MenuGroup | undefined {
  const remotes = useRemoteStore((store) => store.remotes);
  return useMemo(() => {
    const { main } = collectMenu(remotes);
    for (const crumb of crumbs) {
      const group = groupOfPath(main, crumb.path);
      if (group) return group;
    }
    return undefined;
  }, [remotes, crumbs]);
}
