import { makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    border: `1px solid ${tokens.colorPaletteRedBorder1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
});

export interface AreaErrorProps {
  kind: 'load' | 'crash';
  onRetry: () => void;
}

/** What an area shows instead of its pages when its code failed to load or threw. */
export function AreaError({ kind, onRetry }: AreaErrorProps) {
  const { t } = useTranslation('shared');
  const prefix = kind === 'load' ? 'Area.LoadFailed' : 'Area.Crashed';
  return (
    <div role="alert" className={useStyles().root} data-testid="area-error">
      <Text as="h2" size={500} weight="semibold">
        {t(`${prefix}.Title`)}
      </Text>
      <Text>{t(`${prefix}.Details`)}</Text>
      <Button appearance="primary" onClick={onRetry}>
        {t('Area.Retry')}
      </Button>
    </div>
  );
}
