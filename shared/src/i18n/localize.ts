// ABP's localization semantics over the page's i18next texts (local fallbacks and server texts).
import { DEFAULT_LANGUAGE, i18n, type Language } from './i18n';
import { toLanguage } from './culture';
import { localizationStore } from './localization-store';

/** A key (`Resource::Key`, `::Key` for the default resource) or a key with a default text. */
export type LocalizationParam = string | { key: string; defaultValue?: string };

export const SEPARATOR_NOT_FOUND = 'The localization source separator (::) not found.';
export const SOURCE_NOT_FOUND = 'Could not find localization source';

/** Fills ABP's `{0}`, `{1}` placeholders; missing or null parameters leave them as they are. */
export function fillPlaceholders(text: string, params: readonly unknown[]): string {
  const given = params.filter((param) => param !== null && param !== undefined);
  if (given.length === 0) return text;
  return text.replace(/\{\s*(\d+)\s*\}/g, (placeholder, index: string) =>
    Number(index) < given.length ? String(given[Number(index)]) : placeholder,
  );
}

function lookupLanguages(): Language[] {
  const current = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return current === DEFAULT_LANGUAGE ? [current] : [current, DEFAULT_LANGUAGE];
}

function findText(resource: string, key: string, languages: Language[]): string | undefined {
  for (const language of languages) {
    const text: unknown = i18n.getResource(language, resource, key);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/**
 * Localizes `Resource::Key` as ABP does: `{0}` placeholders are filled from `params`; a key
 * without `::` or of an unknown resource warns on the console; a missing text gives the default
 * value when one is given, else the key (the part after `::`); resource `_` means "do not
 * localize".
 */
export function localize(param: LocalizationParam, ...params: unknown[]): string {
  const { key, defaultValue } = typeof param === 'string' ? { key: param } : param;
  const separator = key.indexOf('::');
  if (separator < 0) {
    console.warn(SEPARATOR_NOT_FOUND);
    return defaultValue || key;
  }
  const resource = key.slice(0, separator) || localizationStore.getState().defaultResourceName;
  const sourceKey = key.slice(separator + 2);
  if (resource === '_') return defaultValue || sourceKey;
  const languages = lookupLanguages();
  if (!languages.some((language) => i18n.hasResourceBundle(language, resource))) {
    console.warn(`${SOURCE_NOT_FOUND}: ${resource}`);
    return defaultValue || sourceKey;
  }
  const text = findText(resource, sourceKey, languages);
  if (text === undefined) return defaultValue || sourceKey;
  return fillPlaceholders(text, params) || defaultValue || key;
}
