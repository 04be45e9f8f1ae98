import type { MessageLanguage } from '../validation/types';

/** A fixed language, or a function read at validation time (e.g. `() => i18n.language`). */
export type LanguageSource = MessageLanguage | string | (() => MessageLanguage | string);

export function readLanguage(source: LanguageSource): string {
  return typeof source === 'function' ? source() : source;
}
