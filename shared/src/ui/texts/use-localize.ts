import { useCallback } from 'react';
import { useTranslation } from '@crm/shared';
import { localizeText, type LocalizableText } from './localize';
import { registerUiResources } from './register-ui-resources';

registerUiResources();

/** `t` for the kit's own keys plus `localize` for texts that may be keys or plain text. */
export function useUiTexts() {
  const { t, i18n } = useTranslation('shared');
  const localize = useCallback(
    (text: LocalizableText, params?: readonly unknown[]) => localizeText(t, text, params),
    [t],
  );
  return { t, localize, language: i18n.language, dir: i18n.dir() };
}
