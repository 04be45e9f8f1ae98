import type { ComponentType } from 'react';
import { matchPath, Route } from '@crm/shared/routing';
import type { PageLoader, RouteDef } from '../contracts/remote';
import { flattenRoutes } from '../contracts/routes';
import { preloadableLazy, type PreloadableLazy } from './preloadable-lazy';

const lazyPages = new WeakMap<PageLoader, PreloadableLazy<object>>();

function lazyPage(loader: PageLoader): PreloadableLazy<object> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = preloadableLazy<object>(loader as () => Promise<{ default: ComponentType<object> }>);
    lazyPages.set(loader, page);
  }
  return page;
}

const routesWithPages = (routes: RouteDef[]) =>
  flattenRoutes(routes).filter(({ route }) => route.page !== undefined);

/** One flat `<Route>` per route with a page; paths are absolute, so nesting is not needed. */
export function routeElements(routes: RouteDef[]) {
  return routesWithPages(routes).map(({ route }) => {
    const { Component: Page } = lazyPage(route.page!);
    return <Route key={route.path} path={route.path} element={<Page />} />;
  });
}

/**
 * A function that fetches the code of the pages drawn at a pathname, so that rendering them does
 * not suspend (the route tree is flattened once, not on every navigation). A page whose code
 * fails to load is left to the render, which shows the remote's error.
 */
export function pagePreloader(routes: RouteDef[]): (pathname: string) => Promise<void> {
  const pages = routesWithPages(routes);
  return async (pathname) => {
    const drawn = pages.filter(({ path }) => matchPath(path, pathname) !== null);
    await Promise.allSettled(drawn.map(({ route }) => lazyPage(route.page!).preload()));
  };
}
