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
 * Fetches the code of the pages drawn at `pathname`, so that rendering them does not suspend.
 * A page whose code fails to load is left to the render, which shows the remote's error.
 */
export async function preloadPagesAt(routes: RouteDef[], pathname: string): Promise<void> {
  const pages = routesWithPages(routes).filter(({ path }) => matchPath(path, pathname) !== null);
  await Promise.allSettled(pages.map(({ route }) => lazyPage(route.page!).preload()));
}
