import { SUPPORTED_LANGUAGES, type Language } from './i18n';

/**
 * The supported language of a culture or language name: `fa`, `fa-IR` and `fa_IR` are Persian,
 * `en-US` is English; anything else is undefined.
 */
export function toLanguage(culture: string | null | undefined): Language | undefined {
  const language = culture?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((supported) => supported === language);
}
