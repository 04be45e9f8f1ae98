// Feeds the localization part of ABP's application configuration into i18next: one namespace
// per resource, each holding its own texts over those of its base resources (as ABP's
// `AbpUi` inherits `AbpExceptionHandling`).
import { toLanguage } from './culture';
import { i18n, type Language } from './i18n';
import { setDefaultResourceName } from './localization-store';
import { applyServerTexts, type Texts } from './texts-registry';

export interface ServerResource {
  texts: Readonly<Record<string, string>>;
  baseResources?: readonly string[];
}

export interface ServerLocalization {
  /** `{Resource: {texts, baseResources}}` (ABP 7+). */
  resources?: Readonly<Record<string, ServerResource>>;
  /** `{Resource: {Key: text}}`, the older form; `resources` wins where both name a resource. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  defaultResourceName?: string | null;
  currentCulture?: { cultureName?: string | null };
}

function withBases(
  name: string,
  resources: Readonly<Record<string, ServerResource>>,
  visiting: ReadonlySet<string>,
): Texts {
  const resource = resources[name];
  if (!resource || visiting.has(name)) return {};
  const path = new Set(visiting).add(name);
  // The first base is searched first, so later bases go beneath it.
  const bases = [...(resource.baseResources ?? [])]
    .reverse()
    .map((base) => withBases(base, resources, path));
  return Object.assign({}, ...bases, resource.texts);
}

/** Each resource's texts, its base resources' texts beneath its own. */
export function flattenResources(localization: ServerLocalization): Record<string, Texts> {
  const resources = localization.resources ?? {};
  const flat: Record<string, Texts> = { ...localization.values };
  for (const name of Object.keys(resources)) flat[name] = withBases(name, resources, new Set());
  return flat;
}

/**
 * Stores the server's texts under the language of their culture (`fa-IR` → `fa`), or under
 * `fallback` (the session language) when the culture is not one the app supports, and takes the
 * server's default resource for `::Key`. Returns the language the texts were stored under.
 */
export function applyServerLocalization(
  localization: ServerLocalization,
  fallback: Language = toLanguage(i18n.language) ?? 'fa',
): Language {
  const language = toLanguage(localization.currentCulture?.cultureName) ?? fallback;
  applyServerTexts(language, flattenResources(localization));
  setDefaultResourceName(localization.defaultResourceName);
  return language;
}
