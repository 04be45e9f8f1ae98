import { Button } from '@crm/shared/fluent';
import { switchLanguage, useLanguage } from './page-session';

const LABELS = { fa: 'فارسی', en: 'English' } as const;

/** fa ⇄ en, as the application's switch: the page's texts and direction change in place. */
export function LanguageSwitch() {
  const language = useLanguage();
  const other = language === 'fa' ? 'en' : 'fa';
  return (
    <Button
      appearance="subtle"
      lang={other}
      onClick={() => switchLanguage(other)}
      data-testid="language-switch"
      aria-label={LABELS[other]}
    >
      {LABELS[other]}
    </Button>
  );
}
