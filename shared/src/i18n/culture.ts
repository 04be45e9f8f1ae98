// The languages the product speaks, apart from i18next (i18n.ts), so that code that only needs
// to name a language (the session store, the host's sign-in page) does not bring the runtime.
export const SUPPORTED_LANGUAGES = ['fa', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fa';

/**
 * The supported language of a culture or language name: `fa`, `fa-IR` and `fa_IR` are Persian,
 * `en-US` is English; anything else is undefined.
 */
export function toLanguage(culture: string | null | undefined): Language | undefined {
  const language = culture?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((supported) => supported === language);
}
