// The frame of every report page: the title with the basket it is about, the page's pickers and
// actions (hidden in print), and the body for the loaded data — or the designed state instead.
import { PageFrame, ShownName } from '@crm/shared/ui';
import { makeStyles } from '@fluentui/react-components';
import { Spinner, tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { useTranslation } from '@crm/shared';
import type { ReportState } from '../lib/use-report';
import { usePrintStyles } from './print-styles';
import { LoadingState, NoBasketState, NotLoadedState } from './report-states';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // The basket as a tinted label (the look of Fluent's tint badge; a plain span needs no more).
  basket: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
  },
  // A code is one word: «SB-00001» broken at its hyphen reads as two codes.
  code: { whiteSpace: 'nowrap' },
});

export interface ReportHeading {
  basketName: string;
  basketCode: string;
}

export interface ReportPageProps<T> {
  testId: string;
  title: string;
  state: ReportState<T>;
  /** Pickers (dates, filters) and actions (export, print); not printed. */
  tools?: ReactNode;
  heading?: (data: T) => ReportHeading;
  children: (data: T) => ReactNode;
}

export function ReportPage<T>({
  testId,
  title,
  state,
  tools,
  heading,
  children,
}: ReportPageProps<T>) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  usePrintStyles();
  const basket = state.data && heading ? heading(state.data) : undefined;
  let body: ReactNode;
  if (state.noBasket) body = <NoBasketState />;
  else if (state.data !== undefined) body = children(state.data);
  else if (state.error) body = <NotLoadedState onRetry={state.retry} />;
  else body = <LoadingState />;
  return (
    <PageFrame
      testId={testId}
      title={title}
      busy={state.loading}
      besideTitle={
        <>
          {basket && (
            <span className={styles.basket} data-testid="report-basket">
              <ShownName name={basket.basketName} /> —{' '}
              <bdi className={styles.code}>{basket.basketCode}</bdi>
            </span>
          )}
          {state.loading && state.data !== undefined && (
            <Spinner size="tiny" aria-label={t('State.Loading')} />
          )}
        </>
      }
      actions={
        !state.noBasket && (
          <div className={styles.tools} data-print="hide">
            {tools}
          </div>
        )
      }
    >
      {state.error !== undefined && state.data !== undefined && (
        <NotLoadedState onRetry={state.retry} />
      )}
      <div className={styles.body}>{body}</div>
    </PageFrame>
  );
}
