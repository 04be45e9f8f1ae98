import { Button, type ButtonProps } from '@fluentui/react-components';
import { refreshAppState, setLanguage, useSessionLanguage } from '@crm/shared';

const LABELS = { fa: 'فارسی', en: 'English' } as const;

/** fa ⇄ en: flips the direction and reloads the texts and configuration in that culture. */
export function LanguageSwitch({
  compact = false,
  appearance = 'primary',
}: {
  compact?: boolean;
  /** `primary` on the navbar's brand colour, `subtle` on the account pages. */
  appearance?: ButtonProps['appearance'];
}) {
  const language = useSessionLanguage();
  const other = language === 'fa' ? 'en' : 'fa';
  const switchLanguage = async () => {
    await setLanguage(other);
    await refreshAppState();
  };
  return (
    <Button
      appearance={appearance}
      lang={other}
      onClick={() => void switchLanguage()}
      data-testid="language-switch"
      aria-label={LABELS[other]}
    >
      {compact ? other.toUpperCase() : LABELS[other]}
    </Button>
  );
}
