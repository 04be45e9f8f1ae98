// Every text of the page lives in the one i18next instance, one namespace per resource. Two
// layers feed a namespace: the texts the front-end packages ship (`addResources`) and the texts
// the server sends (`applyServerTexts`). The server's win where both have a key, whichever
// arrives first: each change rewrites the namespace as `{...local, ...server}`.
import { i18n, initI18n, SUPPORTED_LANGUAGES, type Language } from './i18n';
import { markTextsChanged } from './localization-store';
import { sharedResources } from './shared-resources';

export type Texts = Readonly<Record<string, string>>;
type Layer = Map<Language, Map<string, Texts>>;

const local: Layer = new Map();
const server: Layer = new Map();

function layerTexts(layer: Layer, language: Language, namespace: string): Texts | undefined {
  return layer.get(language)?.get(namespace);
}

function languageLayer(layer: Layer, language: Language): Map<string, Texts> {
  let byNamespace = layer.get(language);
  if (!byNamespace) layer.set(language, (byNamespace = new Map()));
  return byNamespace;
}

function writeNamespace(language: Language, namespace: string): void {
  const localTexts = layerTexts(local, language, namespace);
  const serverTexts = layerTexts(server, language, namespace);
  // Removing first drops keys a previous server answer had and the new one has not.
  if (i18n.hasResourceBundle(language, namespace)) i18n.removeResourceBundle(language, namespace);
  if (!localTexts && !serverTexts) return;
  i18n.addResourceBundle(language, namespace, { ...localTexts, ...serverTexts }, false, true);
}

for (const language of SUPPORTED_LANGUAGES) {
  for (const [namespace, texts] of Object.entries(sharedResources[language])) {
    languageLayer(local, language).set(namespace, texts);
  }
}

/** Adds a package's texts (its own namespace) for every language it ships. */
export function addResources(namespace: string, byLanguage: Record<Language, Texts>): void {
  // i18next attaches its resource methods during init(), so texts registered by a module that
  // loads before start-up (or in a test) start the initialisation first.
  void initI18n();
  for (const language of SUPPORTED_LANGUAGES) {
    const byNamespace = languageLayer(local, language);
    byNamespace.set(namespace, { ...byNamespace.get(namespace), ...byLanguage[language] });
    writeNamespace(language, namespace);
  }
  markTextsChanged();
}

/** Replaces the server's texts of one language: `{Resource: {Key: text}}`. */
export function applyServerTexts(
  language: Language,
  byNamespace: Readonly<Record<string, Texts>>,
): void {
  void initI18n();
  const previous = [...(server.get(language)?.keys() ?? [])];
  server.set(language, new Map(Object.entries(byNamespace)));
  for (const namespace of new Set([...previous, ...Object.keys(byNamespace)])) {
    writeNamespace(language, namespace);
  }
  markTextsChanged();
}
