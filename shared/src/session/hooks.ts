import { useStore } from 'zustand';
import type { Language } from '../i18n';
import { sessionStore, type SessionState, type SessionTenant } from './session-store';

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useSessionLanguage(): Language {
  return useStore(sessionStore, (state) => state.language);
}

export function useSessionTenant(): SessionTenant | null {
  return useStore(sessionStore, (state) => state.tenant);
}
