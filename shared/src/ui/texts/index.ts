export { isLocalizationKey, localizeText, type LocalizableText } from './localize';
export { registerUiResources } from './register-ui-resources';
export { useUiTexts } from './use-localize';
export { useFluentLabels } from './use-fluent-labels';
