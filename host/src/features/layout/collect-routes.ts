// Derives the host's route table from the remotes: every page of a remote under its layout (from
// its release's navigation, or from its module once loaded), and for a remote without
// navigation that failed to load a catch-all over its areas showing the fallback.
import {
  flattenRoutes,
  toNavigationRoutes,
  type LayoutName,
  type NavigationRoute,
} from '@crm/shared/contracts';
import type { RemoteEntryState } from '../remotes/remote-store';

export interface Crumb {
  path: string;
  titleKey: string;
}

export interface HostRoute {
  path: string;
  /** Breadcrumb trail after Home: the route's titled ancestors and itself. */
  crumbs: Crumb[];
  layout: LayoutName;
  remote: string;
  policy: string | undefined;
  titleKey: string | undefined;
}

const DEFAULT_LAYOUT: LayoutName = 'empty';

function pageRoutes(name: string, routes: NavigationRoute[]): HostRoute[] {
  return flattenRoutes(routes)
    .filter(({ route }) => route.hasPage)
    .map(({ path, layout, policy, titleKey, ancestors, route }) => {
      if (!layout)
        console.warn(`[host] route ${path} of "${name}" has no layout; using "${DEFAULT_LAYOUT}"`);
      const crumbs = crumbsOf([...ancestors, route]);
      return { path, crumbs, layout: layout ?? DEFAULT_LAYOUT, remote: name, policy, titleKey };
    });
}

/** The spec's breadcrumb skips the Administration entry; untitled ancestors add nothing. */
function crumbsOf(chain: NavigationRoute[]): Crumb[] {
  return chain
    .filter((route): route is NavigationRoute & { titleKey: string } => Boolean(route.titleKey))
    .filter((route) => !route.titleKey.endsWith('::Menu:Administration'))
    .map((route) => ({ path: route.path, titleKey: route.titleKey }));
}

function fallbackRoutes(name: string, areas: string[]): HostRoute[] {
  return areas.map((area) => ({
    path: area === '/' ? '/' : `${area}/*`,
    crumbs: [],
    layout: 'application',
    remote: name,
    policy: undefined,
    titleKey: undefined,
  }));
}

function routesOf(name: string, state: RemoteEntryState): HostRoute[] {
  if (state.release.navigation) return pageRoutes(name, state.release.navigation.routes);
  if (state.status === 'ready') return pageRoutes(name, toNavigationRoutes(state.module.routes));
  return fallbackRoutes(name, state.release.areas);
}

export function collectRoutes(remotes: Record<string, RemoteEntryState>): HostRoute[] {
  return Object.entries(remotes).flatMap(([name, state]) => routesOf(name, state));
}
