// The page's one i18next instance (shared as a singleton through @crm/shared). Keys follow
// ABP's `Resource::Key` form, so `::` separates the namespace and `.`/`:` stay inside keys.
import i18next, { type i18n as I18n } from 'i18next';
import { formatNumber } from '../persian/number-format';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './culture';
import { sharedResources } from './shared-resources';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language };

export const i18n: I18n = i18next.createInstance();

function followDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

let initialising: Promise<unknown> | undefined;
const textsListeners = new Set<() => void>();

function textsChanged(): void {
  for (const listener of textsListeners) listener();
}

/** Calls `listener` whenever the language changes or texts are added; returns its removal. */
export function onTextsChanged(listener: () => void): () => void {
  textsListeners.add(listener);
  return () => textsListeners.delete(listener);
}

/** Initialises the instance once; later calls return the same promise. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  if (initialising) return initialising;
  initialising = i18n
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['shared'],
      defaultNS: 'shared',
      nsSeparator: '::',
      keySeparator: false,
      interpolation: { escapeValue: false },
      resources: sharedResources,
      returnNull: false,
    })
    .then(() => {
      // `{{count, number}}` in a text: i18next's own formatter asks Intl for the language's
      // digits, which a browser without Persian locale data answers in Latin ones (1,826 روز).
      i18n.services.formatter?.add('number', (value: number, language: string | undefined) =>
        formatNumber(value, language ?? i18n.language),
      );
      followDocument(i18n.language);
      i18n.on('languageChanged', followDocument);
    });
  // The store exists once `init` has been called (synchronously); texts added later (the
  // server's, a remote's) are announced by it, not by the instance.
  i18n.store.on('added', textsChanged);
  i18n.on('languageChanged', textsChanged);
  return initialising;
}
