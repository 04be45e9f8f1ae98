// portfolioStatus: every holding at market on a day (cost, last close, unrealised gain, weight),
// the cash and the totals.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { LocalTable } from '../../components/local-table';
import { DayPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { EmptyState } from '../../components/report-states';
import { rial, StatCards } from '../../components/stat-cards';
import { downloadText, toCsv } from '../../lib/csv';
import { useDayReport } from '../../lib/use-period-report';
import { holdingColumns, holdingCsv } from './holding-columns';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function PortfolioStatusPage() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const state = useDayReport((query, signal) => reportsApi.portfolioStatus(query, signal));
  const report = state.data?.report;
  return (
    <ReportPage
      testId="page-portfolio-status"
      title={t('PortfolioStatus.Title')}
      state={state}
      heading={(data) => data.report.header}
      tools={
        <>
          <DayPicker date={state.date} span={state.data?.span} onChange={state.setDate} />
          <CsvButton
            onExport={() =>
              report &&
              downloadText(
                `portfolio-status-${report.header.basketCode}-${report.date}.csv`,
                toCsv(holdingCsv(t), report.items),
              )
            }
          />
          <PrintButton />
        </>
      }
    >
      {({ report: data }) => (
        <div className={styles.body}>
          <StatCards
            stats={[
              { id: 'nav', label: t('Stat.Nav'), value: rial(data.nav) },
              {
                id: 'market-value',
                label: t('Stat.Securities'),
                value: rial(data.totals.marketValue),
              },
              { id: 'cash', label: t('Stat.Cash'), value: rial(data.cash) },
              {
                id: 'unrealised',
                label: t('Stat.UnrealisedGain'),
                value: rial(data.totals.unrealisedGain),
              },
            ]}
          />
          {data.items.length === 0 ? (
            <EmptyState title={t('PortfolioStatus.Empty')} />
          ) : (
            <LocalTable
              label={t('PortfolioStatus.Title')}
              columns={holdingColumns(t)}
              rows={data.items}
              getRowId={(row) => row.instrumentId}
            />
          )}
        </div>
      )}
    </ReportPage>
  );
}
