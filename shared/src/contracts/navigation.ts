// A remote's navigation as plain data: its routes without their page code, its menu entries and
// the texts their titles and labels need, in both languages. Each remote's build writes it into
// the release (`crm-navigation.json`); the server hands it out with the runtime manifest, so
// the host builds its router, menu, guards and breadcrumbs without downloading any remote and
// loads a remote's code only when one of its routes is entered.
import type { LayoutName, MenuEntry, RouteDef } from './remote';

export const NAVIGATION_FILE = 'crm-navigation.json';

export interface NavigationRoute {
  path: string;
  layout?: LayoutName;
  policy?: string;
  titleKey?: string;
  /** True when the route shows a page of the remote (not only groups its children). */
  hasPage: boolean;
  children?: NavigationRoute[];
}

export type NavigationLanguage = 'fa' | 'en';

/** Per language, per localization resource (namespace), key → text. */
export type NavigationTexts = Record<NavigationLanguage, Record<string, Record<string, string>>>;

export interface RemoteNavigation {
  routes: NavigationRoute[];
  menu: MenuEntry[];
  texts: NavigationTexts;
}

/** A remote's registered texts: per namespace, its texts in each language. */
export type RemoteResources = Record<string, Record<NavigationLanguage, Record<string, string>>>;

export function toNavigationRoutes(routes: readonly RouteDef[]): NavigationRoute[] {
  return routes.map(({ path, layout, policy, titleKey, page, children }) => ({
    path,
    ...(layout ? { layout } : {}),
    ...(policy ? { policy } : {}),
    ...(titleKey ? { titleKey } : {}),
    hasPage: page !== undefined,
    ...(children ? { children: toNavigationRoutes(children) } : {}),
  }));
}

/** The label key of a menu entry as declared: its own, or `::Menu:{name}` as the spec names them. */
export function declaredMenuLabelKey(entry: { name: string; labelKey?: string }): string {
  return entry.labelKey ?? `::Menu:${entry.name}`;
}

function titleKeysOf(routes: readonly NavigationRoute[]): string[] {
  return routes.flatMap((route) => [
    ...(route.titleKey ? [route.titleKey] : []),
    ...titleKeysOf(route.children ?? []),
  ]);
}

/** `Resource::Key` → [resource, key]; `::Key` (the default resource) → [undefined, key]. */
function splitKey(fullKey: string): [string | undefined, string] {
  const at = fullKey.indexOf('::');
  if (at < 0) return [undefined, fullKey];
  return [fullKey.slice(0, at) || undefined, fullKey.slice(at + 2)];
}

/**
 * The texts of the given keys from the remote's resources. A key without a resource is looked
 * up in every resource, as the default resource is only known at run time.
 */
export function pickTexts(keys: readonly string[], resources: RemoteResources): NavigationTexts {
  const texts: NavigationTexts = { fa: {}, en: {} };
  for (const fullKey of new Set(keys)) {
    const [wanted, key] = splitKey(fullKey);
    for (const [namespace, languages] of Object.entries(resources)) {
      if (wanted !== undefined && wanted !== namespace) continue;
      for (const language of ['fa', 'en'] as const) {
        const text = languages[language]?.[key];
        if (text === undefined) continue;
        texts[language][namespace] = { ...texts[language][namespace], [key]: text };
      }
    }
  }
  return texts;
}

export function describeNavigation(remote: {
  routes: readonly RouteDef[];
  menu: readonly MenuEntry[];
  resources: RemoteResources;
}): RemoteNavigation {
  const routes = toNavigationRoutes(remote.routes);
  const keys = [...titleKeysOf(routes), ...remote.menu.map(declaredMenuLabelKey)];
  return { routes, menu: [...remote.menu], texts: pickTexts(keys, remote.resources) };
}

/** Resources from a remote's two locale objects, each keyed by namespace. */
export function resourcesByNamespace<T extends Record<string, Record<string, string>>>(
  fa: T,
  en: Record<keyof T, Record<string, string>>,
): RemoteResources {
  return Object.fromEntries(
    Object.keys(fa).map((namespace) => [namespace, { fa: fa[namespace]!, en: en[namespace]! }]),
  );
}
