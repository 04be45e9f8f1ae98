// What a page shows where its data would be when the request for it failed. The failure itself
// was shown by the shell's error handler (spec §8: the full-page error or the error dialog), so
// this repeats no message: it only says that nothing was received and offers to ask again
// (docs/decisions/0016-global-error-handling-on-pages.md).
import { makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

export function NotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared');
  return (
    <div role="status" className={useStyles().root} data-testid="not-loaded">
      <Text weight="semibold">{t('NotLoaded.Title')}</Text>
      <Button onClick={onRetry}>{t('Area.Retry')}</Button>
    </div>
  );
}
