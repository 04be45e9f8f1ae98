import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { useStore } from 'zustand';
import { localize, type LocalizationParam } from './localize';
import { localizationStore } from './localization-store';

/**
 * `localize` for components: the component re-renders when the language changes or texts
 * arrive (a new function identity each time, so memoised children see the change too).
 */
export function useLocalize(): (param: LocalizationParam, ...params: unknown[]) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const version = useStore(localizationStore, (state) => state.version);
  const defaultResource = useStore(localizationStore, (state) => state.defaultResourceName);
  // The inputs are not read by `localize` itself; they invalidate its identity.
  return useCallback(localize, [language, version, defaultResource]);
}
