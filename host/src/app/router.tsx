import type { LayoutName } from '@crm/shared/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../features/errors/not-found';
import { AccountLayout } from '../features/layout/account-layout';
import { ApplicationLayout } from '../features/layout/application-layout';
import type { HostRoute } from '../features/layout/collect-routes';
import { EmptyLayout } from '../features/layout/empty-layout';
import { RouteGuard } from '../features/guards/route-guard';
import { RemoteArea } from '../features/remotes/remote-area';

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
              <RemoteArea name={route.remote} />
            </RouteGuard>
          ),
          handle: route,
        })),
      ...extra,
    ],
  };
}

export function createHostRouter(routes: HostRoute[]) {
  return createBrowserRouter([
    layoutRoute('application', routes, [{ path: '*', element: <NotFound /> }]),
    layoutRoute('account', routes),
    layoutRoute('empty', routes),
  ]);
}
