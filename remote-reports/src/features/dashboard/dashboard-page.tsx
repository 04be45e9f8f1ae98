// The dashboard (/): NAV (and the customer's units of a joint basket), TWRR since the start and
// this Jalali year, the composition donut, the NAV chart and the latest deals.
import { Amount, type DataTableColumn } from '@crm/shared/ui';
import { useTranslation } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { DashboardDto } from '@crm/shared/dto';
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { Link as RouterLink } from '@crm/shared/routing';
import { reportsApi } from '../../api/reports-api';
import { CompositionDonut } from '../../components/charts/composition-charts';
import { TimeLineChart } from '../../components/charts/time-line-chart';
import { LocalTable } from '../../components/local-table';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { rial, StatCards } from '../../components/stat-cards';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { useReport } from '../../lib/use-report';
import { AnnualizedNote, CumulativeValue } from '../returns/return-text';

type Deal = DashboardDto['latestDeals'][number];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

export default function DashboardPage() {
  const { t } = useTranslation('reports');
  const { date } = useDisplayFormat();
  const styles = useStyles();
  const state = useReport((basketId, signal) => reportsApi.dashboard(basketId, signal), []);
  const dealColumns: DataTableColumn<Deal>[] = [
    { key: 'date', header: t('Deal.Date'), kind: 'date' },
    { key: 'symbol', header: t('Deal.Symbol') },
    { key: 'side', header: t('Deal.Side'), value: (row) => t(`Side.${row.side}`) },
    { key: 'quantity', header: t('Deal.Quantity'), kind: 'number' },
    { key: 'amount', header: t('Deal.Amount'), kind: 'amount' },
  ];
  const exportDeals = () => {
    const data = state.data;
    if (!data) return;
    downloadText(
      `latest-deals-${data.header.basketCode}.csv`,
      toCsv(
        [
          {
            header: t('Deal.Date'),
            value: (row: Deal) => csvDate(row.date),
          },
          { header: t('Deal.Symbol'), value: (row) => row.symbol },
          { header: t('Deal.Side'), value: (row) => t(`Side.${row.side}`) },
          { header: t('Deal.Quantity'), value: (row) => row.quantity },
          { header: t('Deal.Amount'), value: (row) => row.amount },
        ],
        data.latestDeals,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-dashboard"
      title={t('Dashboard.Title')}
      state={state}
      heading={(data) => data.header}
      tools={
        <>
          <CsvButton onExport={exportDeals} label={t('Dashboard.ExportDeals')} />
          <PrintButton />
        </>
      }
    >
      {(data) => (
        <>
          <StatCards
            stats={[
              {
                id: 'nav',
                label: t('Stat.Nav'),
                value: rial(data.nav),
                note: `${t('Stat.AsOf')} ${date(data.date)}`,
              },
              ...(data.holder
                ? [
                    {
                      id: 'holder-value',
                      label: t('Stat.YourValue'),
                      value: rial(data.holder.value),
                      note: (
                        <>
                          {t('Stat.YourUnits')}:{' '}
                          <Amount value={data.holder.units} showUnit={false} />
                        </>
                      ),
                    },
                  ]
                : [{ id: 'cash', label: t('Stat.Cash'), value: rial(data.cash) }]),
              {
                id: 'twrr-start',
                label: t('Dashboard.SinceStart'),
                value: <CumulativeValue value={data.sinceStart} />,
                note: <AnnualizedNote value={data.sinceStart} />,
              },
              {
                id: 'twrr-year',
                label: t('Dashboard.ThisYear'),
                value: <CumulativeValue value={data.thisYear} />,
                note: <AnnualizedNote value={data.thisYear} />,
              },
            ]}
          />
          <div className={styles.grid}>
            <div className={styles.column}>
              <TimeLineChart
                label={t('Dashboard.NavChart')}
                points={data.navSeries.map((p) => ({ date: p.date, value: p.nav }))}
                format="amount"
                testId="chart-nav"
              />
              <RouterLink to="/twrr" data-print="hide">
                {t('Dashboard.MoreReturns')}
              </RouterLink>
            </div>
            <div className={styles.column}>
              <CompositionDonut
                label={t('Dashboard.Composition')}
                slices={data.byKind}
                nameOf={(key) => t(`Kind.${key}`)}
                testId="chart-composition"
              />
            </div>
          </div>
          <LocalTable
            label={t('Dashboard.LatestDeals')}
            columns={dealColumns}
            rows={data.latestDeals}
            pageSize={5}
            emptyMessage={t('Dashboard.NoDeals')}
          />
        </>
      )}
    </ReportPage>
  );
}
