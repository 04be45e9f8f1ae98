// The session language drives i18next (and through it `<html lang dir>`), the Accept-Language
// header and ASP.NET Core's culture cookie.
import { i18n, initI18n, toLanguage, type Language } from '../i18n';
import { writeCultureCookie } from './cookies';
import { getSessionLanguage, sessionStore } from './session-store';

async function applyLanguage(language: Language): Promise<void> {
  writeCultureCookie(language);
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Changes the session language. Accepts a language or culture name (`fa-IR` → `fa`); returns
 * the language set, or undefined (and changes nothing) for one the app does not support. The
 * host refreshes the app configuration afterwards, for the server's texts of that language.
 */
export async function setLanguage(culture: string): Promise<Language | undefined> {
  const language = toLanguage(culture);
  if (!language) return undefined;
  sessionStore.setState({ language });
  await applyLanguage(language);
  return language;
}

/** At start-up: brings i18next and the culture cookie in line with the stored language. */
export async function startSession(): Promise<Language> {
  const language = getSessionLanguage();
  await applyLanguage(language);
  return language;
}
