import { useTranslation } from 'react-i18next';

/** The language form messages are written in, read at each validation (follows switches). */
export function useFormLanguage(): () => string {
  const { i18n } = useTranslation();
  return () => i18n.language;
}
