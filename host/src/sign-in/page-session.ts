// The sign-in page's share of the browser session, kept where the application reads it when it
// starts after the sign-in: the language and tenant in `abpSession` (the shared session store),
// the culture cookie, and whether this tab already holds tokens.
import {
  getSessionLanguage,
  sessionStore,
  TOKEN_ITEMS,
  writeCultureCookie,
  type SessionTenant,
} from '@crm/shared';
import { useSyncExternalStore } from 'react';
import type { SignInLanguage } from './texts';

/** Puts `<html lang dir>` and the culture cookie in line with the session's language. */
export function applyLanguage(language: SignInLanguage = getSessionLanguage()): void {
  writeCultureCookie(language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'fa' ? 'rtl' : 'ltr';
}

export function switchLanguage(language: SignInLanguage): void {
  sessionStore.setState({ language });
  applyLanguage(language);
}

export function useLanguage(): SignInLanguage {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().language);
}

export function useTenant(): SessionTenant | null {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().tenant);
}

/** True when this tab holds an access token (the application checks and renews it). */
export function hasTokens(): boolean {
  return sessionStorage.getItem(TOKEN_ITEMS.accessToken) !== null;
}
