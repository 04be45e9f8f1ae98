// The culture's short date pattern from the application configuration
// (`localization.currentCulture.dateTimeFormat.shortDatePattern`), for the language the page
// shows: while the configuration of another culture is still loaded (just after a language
// switch) there is none, and dates fall back to `yyyy-MM-dd`.
import { toLanguage, type AppConfigState } from '@crm/shared';

export function selectShortDatePattern(language: string) {
  return (state: AppConfigState): string | null => {
    const culture = state.config?.localization.currentCulture;
    if (!culture || toLanguage(culture.cultureName) !== toLanguage(language)) return null;
    return culture.dateTimeFormat?.shortDatePattern?.trim() || null;
  };
}
