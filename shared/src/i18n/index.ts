export * from './i18n';
export * from './resolve-key';
export type { LocalizableText } from './localizable-text';
export { toLanguage } from './culture';
export { addResources, applyServerTexts, type Texts } from './texts-registry';
export {
  applyServerLocalization,
  flattenResources,
  type ServerLocalization,
  type ServerResource,
} from './server-localization';
export {
  fillPlaceholders,
  localize,
  SEPARATOR_NOT_FOUND,
  SOURCE_NOT_FOUND,
  type LocalizationParam,
} from './localize';
export {
  localizationStore,
  setDefaultResourceName,
  type LocalizationState,
} from './localization-store';
export { useLocalize } from './use-localize';
export { useTranslation } from './use-translation';
