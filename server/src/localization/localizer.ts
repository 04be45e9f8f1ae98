// Looks texts up as ABP does: `Resource::Key` in that resource and then its base resources;
// `{0}`-style placeholders are filled from the parameters.
import type { Culture } from '../web/culture';
import { BASE_RESOURCES, RESOURCE_NAMES, TEXTS, type ResourceName } from './resources';

export function isResourceName(name: string): name is ResourceName {
  return (RESOURCE_NAMES as readonly string[]).includes(name);
}

export function formatText(template: string, params: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) =>
    String(params[Number(index)] ?? match),
  );
}

/** The text of a key in a resource (or one of its bases), or undefined. */
export function findText(
  culture: Culture,
  resource: ResourceName,
  key: string,
): string | undefined {
  const seen = new Set<ResourceName>();
  const search = (name: ResourceName): string | undefined => {
    if (seen.has(name)) return undefined;
    seen.add(name);
    const own = TEXTS[culture][name][key];
    if (own !== undefined) return own;
    for (const base of BASE_RESOURCES[name]) {
      const found = search(base);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(resource);
}

/** `Resource::Key` (or `::Key` for Crm) → the text; the key itself when there is none. */
export function localize(
  culture: Culture,
  qualifiedKey: string,
  params: readonly (string | number)[] = [],
): string {
  const separator = qualifiedKey.indexOf('::');
  const resource = separator > 0 ? qualifiedKey.slice(0, separator) : 'Crm';
  const key = separator >= 0 ? qualifiedKey.slice(separator + 2) : qualifiedKey;
  const text = isResourceName(resource) ? findText(culture, resource, key) : undefined;
  return formatText(text ?? key, params);
}

/** Resources that hold the texts of error codes, searched in this order. */
const ERROR_RESOURCES: readonly ResourceName[] = [
  'Crm',
  'AbpIdentity',
  'AbpAccount',
  'AbpTenantManagement',
  'AbpSettingManagement',
  'AbpFeatureManagement',
  'AbpExceptionHandling',
];

/** The text of an error code (`Crm:NotFound`, `Volo.Abp.Identity:DuplicateUserName`, …). */
export function errorText(culture: Culture, code: string): string | undefined {
  for (const resource of ERROR_RESOURCES) {
    const text = TEXTS[culture][resource][code];
    if (text !== undefined) return text;
  }
  return undefined;
}
