import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from '@crm/shared/routing';
import type { PageLoader, RouteDef } from '../contracts/remote';
import { flattenRoutes } from '../contracts/routes';

const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
}

/** One flat `<Route>` per route with a page; paths are absolute, so nesting is not needed. */
export function routeElements(routes: RouteDef[]) {
  return flattenRoutes(routes)
    .filter(({ route }) => route.page !== undefined)
    .map(({ route }) => {
      const Page = lazyPage(route.page!);
      return <Route key={route.path} path={route.path} element={<Page />} />;
    });
}
