import type { LayoutName } from '@crm/shared/contracts';
import { PageSpinner } from '@crm/shared/ui';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../features/errors/not-found';
import { AccountLayout } from '../features/layout/account-layout';
import type { HostRoute } from '../features/layout/collect-routes';
import { EmptyLayout } from '../features/layout/empty-layout';
import { RouteGuard } from '../features/guards/route-guard';
import { RemoteArea } from '../features/remotes/remote-area';

// The application layout (navbar, menus, basket selector) is the larger part of the shell and
// the sign-in page does not use it: it loads with the first page that does.
const LazyApplicationLayout = lazy(() =>
  import('../features/layout/application-layout').then((m) => ({ default: m.ApplicationLayout })),
);

function ApplicationLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyApplicationLayout />
    </Suspense>
  );
}

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
