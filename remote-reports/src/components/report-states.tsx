// The designed states of a report page: no basket, loading, not received, and nothing to show.
import { useAudience, useLocalize, useTranslation } from '@crm/shared';
import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import {
  DocumentError24Regular,
  DocumentSearch24Regular,
  Wallet24Regular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: tokens.spacingHorizontalM },
});

export function EmptyState({
  title,
  details,
  icon,
}: {
  title: string;
  details?: string;
  icon?: ReactNode;
}) {
  return (
    <div className={useStyles().empty} data-testid="report-empty" role="status">
      {icon ?? <DocumentSearch24Regular />}
      <Text weight="semibold">{title}</Text>
      {details && <Text size={200}>{details}</Text>}
    </div>
  );
}

/**
 * No basket to report on, said to whom it concerns: a customer waits for their contract's
 * approval, the back office picks a basket above; anyone else is told only that there is none.
 */
export function NoBasketState() {
  const { t } = useTranslation('reports');
  const audience = useAudience();
  const texts = {
    customer: { title: t('State.NoBasket'), details: t('State.NoBasketDetails') },
    backOffice: { title: t('State.NoBasketPicked'), details: t('State.NoBasketPickedDetails') },
    other: { title: t('State.NoBasket'), details: undefined },
  }[audience];
  return <EmptyState icon={<Wallet24Regular />} {...texts} />;
}

export function LoadingState() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  return (
    <Skeleton
      aria-label={t('State.Loading')}
      className={styles.skeleton}
      data-testid="report-loading"
    >
      <div className={styles.row}>
        <SkeletonItem size={72} />
        <SkeletonItem size={72} />
        <SkeletonItem size={72} />
      </div>
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  );
}

/**
 * The report did not arrive. The shell's error handler has shown why (spec §8: the full-page
 * error or the error dialog), so this repeats no message: it holds the report's place, says it
 * was not received and offers to ask again (docs/decisions/0016-global-error-handling-on-pages.md).
 */
export function NotLoadedState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('reports');
  const localize = useLocalize();
  return (
    <div className={useStyles().empty} data-testid="report-not-loaded" role="status">
      <DocumentError24Regular />
      <Text weight="semibold">{t('State.Failed')}</Text>
      <Button onClick={onRetry}>{localize('reports::State.Retry')}</Button>
    </div>
  );
}
