import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useUiTexts } from '@crm/shared/ui';
import { useEffect } from 'react';
import { localizeDigits, useSessionLanguage, useTranslation } from '@crm/shared';
import {
  customErrorScreen,
  useErrorScreenStore,
  type ErrorScreenState,
} from './error-screen-store';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  close: {
    position: 'absolute',
    insetBlockStart: tokens.spacingVerticalL,
    insetInlineEnd: tokens.spacingHorizontalL,
  },
  status: {
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
});

/** The full-page error of spec §2: status, title, details, home button; Escape or × dismisses. */
export function ErrorScreen({
  screen,
  onDismiss,
}: {
  screen: ErrorScreenState;
  onDismiss: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('host');
  const { localize } = useUiTexts();
  const language = useSessionLanguage();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  const goHome = () => {
    onDismiss();
    window.location.assign('/');
  };
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="error-screen-title"
      className={styles.overlay}
      data-testid="error-screen"
    >
      <Button
        className={styles.close}
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={t('Close')}
        onClick={onDismiss}
      />
      {screen.status !== 0 && (
        <Text className={styles.status} data-testid="error-status">
          {localizeDigits(screen.status, language)}
        </Text>
      )}
      <Text as="h1" id="error-screen-title" size={700} weight="semibold">
        {localize(screen.title)}
      </Text>
      <Text size={400}>{localize(screen.details)}</Text>
      {screen.homeButton && (
        <Button appearance="primary" onClick={goHome}>
          {localize('AbpUi::GoHomePage')}
        </Button>
      )}
    </div>
  );
}

/** Mounted once by the shell: shows the current full-page error, or a product's custom one. */
export function ErrorScreenHost() {
  const { screen, dismiss } = useErrorScreenStore();
  if (!screen) return null;
  const Custom = customErrorScreen(screen.status);
  return Custom ? (
    <Custom {...screen} onDismiss={dismiss} />
  ) : (
    <ErrorScreen screen={screen} onDismiss={dismiss} />
  );
}
