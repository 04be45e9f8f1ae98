import { declaredMenuLabelKey } from '../contracts/navigation';
import { localizationStore } from './localization-store';

export { DEFAULT_RESOURCE } from './localization-store';

/**
 * Turns ABP's `::Key` form into `<default resource>::Key` (`Crm` unless the server names another
 * default resource); `Resource::Key` and plain keys pass unchanged.
 */
export function resolveKey(key: string): string {
  return key.startsWith('::') ? `${localizationStore.getState().defaultResourceName}${key}` : key;
}

/** The label key of a menu entry, resolved to the default resource. */
export function menuLabelKey(entry: { name: string; labelKey?: string }): string {
  return resolveKey(declaredMenuLabelKey(entry));
}
