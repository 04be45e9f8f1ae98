// By package name: the page's one i18n instance, not a copy in the bundle of the app using forms.
import { DEFAULT_LANGUAGE, i18n } from '@crm/shared';
import type { MessageLanguage } from '../validation/types';

/** A fixed language, or a function read at validation time (e.g. `() => i18n.language`). */
export type LanguageSource = MessageLanguage | string | (() => MessageLanguage | string);

/**
 * The page's language at the moment a form validates: the default of every form helper here, so
 * messages follow a language switch and no form passes its language by hand. The default
 * language stands in before i18n has started (a test without it).
 */
export const liveLanguage = (): string => i18n.language || DEFAULT_LANGUAGE;

export function readLanguage(source: LanguageSource): string {
  return typeof source === 'function' ? source() : source;
}
