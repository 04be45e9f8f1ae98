import type { LayoutName, RouteDef } from './remote';

export interface FlatRoute {
  path: string;
  layout: LayoutName | undefined;
  policy: string | undefined;
  titleKey: string | undefined;
  /** Ancestors from the outermost, excluding the route itself. */
  ancestors: RouteDef[];
  route: RouteDef;
}

/**
 * Flattens a route tree, resolving each route's layout and policy from the nearest ancestor
 * that declares one (the spec: "layout is chosen from route data or an ancestor route").
 */
export function flattenRoutes(routes: RouteDef[], ancestors: RouteDef[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const chain = [...ancestors, route];
    const nearest = <K extends 'layout' | 'policy'>(key: K) =>
      [...chain].reverse().find((r) => r[key] !== undefined)?.[key];
    const own: FlatRoute = {
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
