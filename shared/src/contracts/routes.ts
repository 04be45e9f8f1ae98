import type { LayoutName, RouteDef } from './remote';

/** What a route tree node declares: a remote's RouteDef, or its navigation data. */
export interface RouteNode<R> {
  path: string;
  layout?: LayoutName;
  policy?: string;
  titleKey?: string;
  children?: R[];
}

export interface FlatRoute<R extends RouteNode<R> = RouteDef> {
  path: string;
  layout: LayoutName | undefined;
  policy: string | undefined;
  titleKey: string | undefined;
  /** Ancestors from the outermost, excluding the route itself. */
  ancestors: R[];
  route: R;
}

/**
 * Flattens a route tree, resolving each route's layout and policy from the nearest ancestor
 * that declares one (the spec: "layout is chosen from route data or an ancestor route").
 */
export function flattenRoutes<R extends RouteNode<R>>(
  routes: readonly R[],
  ancestors: R[] = [],
): FlatRoute<R>[] {
  return routes.flatMap((route) => {
    const chain = [...ancestors, route];
    const nearest = <K extends 'layout' | 'policy'>(key: K) =>
      [...chain].reverse().find((r) => r[key] !== undefined)?.[key];
    const own: FlatRoute<R> = {
      path: route.path,
      layout: nearest('layout'),
      policy: nearest('policy'),
      titleKey: route.titleKey,
      ancestors,
      route,
    };
    return [own, ...flattenRoutes(route.children ?? [], chain)];
  });
}

/** The first path segment of a route (`/identity/users` → `/identity`, `/` → `/`). */
export function areaOf(path: string): string {
  const segment = path.split('/').filter(Boolean)[0];
  return segment ? `/${segment}` : '/';
}
