// Derives the host's route table from the remotes: every page of a loaded remote under its
// layout, and for a remote that failed to load a catch-all over its areas showing the fallback.
import { flattenRoutes, type LayoutName, type RouteDef } from '@crm/shared/contracts';
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

function readyRoutes(
  name: string,
  state: Extract<RemoteEntryState, { status: 'ready' }>,
): HostRoute[] {
  return flattenRoutes(state.module.routes)
    .filter(({ route }) => route.page !== undefined)
    .map(({ path, layout, policy, titleKey, ancestors, route }) => {
      if (!layout)
        console.warn(`[host] route ${path} of "${name}" has no layout; using "${DEFAULT_LAYOUT}"`);
      const crumbs = crumbsOf([...ancestors, route]);
      return { path, crumbs, layout: layout ?? DEFAULT_LAYOUT, remote: name, policy, titleKey };
    });
}

/** The spec's breadcrumb skips the Administration entry; untitled ancestors add nothing. */
function crumbsOf(chain: RouteDef[]): Crumb[] {
  return chain
    .filter((route): route is RouteDef & { titleKey: string } => Boolean(route.titleKey))
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

export function collectRoutes(remotes: Record<string, RemoteEntryState>): HostRoute[] {
  return Object.entries(remotes).flatMap(([name, state]) =>
    state.status === 'ready' ? readyRoutes(name, state) : fallbackRoutes(name, state.release.areas),
  );
}
