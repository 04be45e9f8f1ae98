// The browser session: the chosen language and tenant, kept in localStorage under `abpSession`
// as `{language, tenant}` (the shape ABP's Angular client stores). A module-level store, so the
// host and every remote (separate React roots) see one session.
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../i18n/culture';

export const SESSION_STORAGE_KEY = 'abpSession';

export interface SessionTenant {
  id: string;
  name: string;
  isAvailable: boolean;
}

export interface SessionState {
  language: Language;
  tenant: SessionTenant | null;
}

const storedSchema = v.looseObject({
  language: v.optional(v.unknown()),
  tenant: v.optional(
    v.fallback(
      v.nullable(v.object({ id: v.string(), name: v.string(), isAvailable: v.boolean() })),
      null,
    ),
  ),
});

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

/** The stored session, anything unreadable replaced by its default. */
export function readStoredSession(): SessionState {
  const fallback: SessionState = { language: DEFAULT_LANGUAGE, tenant: null };
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? 'null');
  } catch {
    return fallback;
  }
  const parsed = v.safeParse(storedSchema, raw);
  if (!parsed.success) return fallback;
  const language = typeof parsed.output.language === 'string' ? parsed.output.language : '';
  return {
    language: toLanguage(language) ?? DEFAULT_LANGUAGE,
    tenant: parsed.output.tenant ?? null,
  };
}

function writeStoredSession({ language, tenant }: SessionState): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ language, tenant }));
  } catch {
    // full or blocked storage: the session still works for this page
  }
}

export const sessionStore = createStore<SessionState>(() => readStoredSession());
sessionStore.subscribe(writeStoredSession);

export function getSessionLanguage(): Language {
  return sessionStore.getState().language;
}

export function getSessionTenant(): SessionTenant | null {
  return sessionStore.getState().tenant;
}

/** Sets (or with null clears) the session tenant. The caller refreshes the app configuration. */
export function setSessionTenant(tenant: SessionTenant | null): void {
  sessionStore.setState({ tenant });
}
