import type { LayoutName } from '@crm/shared/contracts';
import { Router, UNSAFE_createBrowserHistory } from '@crm/shared/routing';
import { leavePage } from '@crm/shared';
import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { useErrorScreenStore } from '../features/errors/error-screen-store';
import { NotFound } from '../features/errors/not-found';
import { AccountLayout } from '../features/layout/account-layout';
// The application layout (navbar, menus, basket selector) comes in the entry: the sign-in page
// is a page of its own (sign-in/), so nearly every load of the shell draws it, and as a chunk of
// its own it was one more request on each (issue 40).
import { ApplicationLayout } from '../features/layout/application-layout';
import type { HostRoute } from '../features/layout/collect-routes';
import { CurrentRouteContext } from '../features/layout/current-route';
import { EmptyLayout } from '../features/layout/empty-layout';
import { RouteGuard } from '../features/guards/route-guard';
import { setRouterNavigate } from '../features/navigation/navigate';
import { RemoteArea } from '../features/remotes/remote-area';
import { HomeArea } from '../features/host-home/home-area';

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  application: ApplicationLayout,
  account: AccountLayout,
  empty: EmptyLayout,
};

function layoutRoute(
  layout: LayoutName,
  routes: HostRoute[],
  extra: RouteObject[] = [],
): RouteObject {
  const Layout = LAYOUTS[layout];
  return {
    element: <Layout />,
    children: [
      ...routes
        .filter((route) => route.layout === layout)
        .map((route) => ({
          path: route.path,
          element: (
            <RouteGuard policy={route.policy}>
              {layout === 'application' && route.path === '/' ? (
                <HomeArea remote={route.remote} />
              ) : (
                <RemoteArea name={route.remote} />
              )}
            </RouteGuard>
          ),
          handle: route,
        })),
      ...extra,
    ],
  };
}

export function hostRouteObjects(routes: HostRoute[]): RouteObject[] {
  return [
    layoutRoute('application', routes, [{ path: '*', element: <NotFound /> }]),
    layoutRoute('account', routes),
    layoutRoute('empty', routes),
  ];
}

// One browser history for the page: the router renders from it and code outside React
// (auth events, error handling) navigates through it.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });
setRouterNavigate((path, options) =>
  options?.replace ? history.replace(path) : history.push(path),
);

function HostRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The shell's router: React Router's declarative routing over the browser history (the data
 * router's loaders and actions are not used, and its code is a third of the sign-in page's
 * router bytes). The matched host route is published for the breadcrumb and the title.
 */
export function HostRouter({ routes }: { routes: HostRoute[] }) {
  const [{ action, location }, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  // As React Router's own <BrowserRouter>: a navigation renders as a transition. A full-page
  // error belongs to the page it was raised on, so any navigation (Back included) clears it
  // first; a page that is itself forbidden raises its 403 again as it renders. So do the page's
  // dialogs and their questions: moving to another page closes them (a question left open over
  // the next page would hold it modal with no one to answer it).
  useLayoutEffect(() => {
    let pathname = history.location.pathname;
    return history.listen((update) => {
      useErrorScreenStore.getState().dismiss();
      if (update.location.pathname !== pathname) leavePage();
      pathname = update.location.pathname;
      startTransition(() => setState(update));
    });
  }, []);
  const routeObjects = useMemo(() => hostRouteObjects(routes), [routes]);
  const current = useMemo(
    () => matchRoutes(routeObjects, location)?.at(-1)?.route.handle as HostRoute | undefined,
    [routeObjects, location],
  );
  return (
    <Router location={location} navigationType={action} navigator={history}>
      <CurrentRouteContext.Provider value={current}>
        <HostRoutes routes={routeObjects} />
      </CurrentRouteContext.Provider>
    </Router>
  );
}
