// assetComposition: weights by instrument kind (donut) and by sector (bars); the percentages of
// each table add up to 100.
import { Percent, type DataTableColumn } from '@crm/shared/ui';
import type { CompositionSliceDto } from '@crm/shared/dto';
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { CompositionBars, CompositionDonut } from '../../components/charts/composition-charts';
import { LocalTable } from '../../components/local-table';
import { DayPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { EmptyState } from '../../components/report-states';
import { downloadText, toCsv } from '../../lib/csv';
import { useDayReport } from '../../lib/use-period-report';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export default function CompositionPage() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const state = useDayReport((query, signal) => reportsApi.composition(query, signal));
  const kindName = (key: string) => t(`Kind.${key}`);
  const sectorName = (key: string) => (key === 'cash' ? t('Kind.cash') : key);
  const columns = (
    nameOf: (key: string) => string,
    header: string,
  ): DataTableColumn<CompositionSliceDto>[] => [
    { key: 'key', header, value: (row) => nameOf(row.key), sortable: true },
    { key: 'marketValue', header: t('Holding.MarketValue'), kind: 'amount', sortable: true },
    {
      key: 'percent',
      header: t('Composition.Percent'),
      kind: 'percent',
      sortable: true,
      render: (row) => <Percent value={row.percent} scale="percent" />,
    },
  ];
  const exportCsv = () => {
    const data = state.data?.report;
    if (!data) return;
    const rows = [
      ...data.byKind.map((s) => ({ group: t('Composition.ByKind'), name: kindName(s.key), ...s })),
      ...data.bySector.map((s) => ({
        group: t('Composition.BySector'),
        name: sectorName(s.key),
        ...s,
      })),
    ];
    downloadText(
      `asset-composition-${data.header.basketCode}-${data.date}.csv`,
      toCsv(
        [
          { header: t('Composition.Group'), value: (r: (typeof rows)[number]) => r.group },
          { header: t('Composition.Name'), value: (r) => r.name },
          { header: t('Holding.MarketValue'), value: (r) => r.marketValue },
          { header: t('Composition.Percent'), value: (r) => r.percent.toFixed(2) },
        ],
        rows,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-asset-composition"
      title={t('Composition.Title')}
      state={state}
      heading={(data) => data.report.header}
      tools={
        <>
          <DayPicker date={state.date} span={state.data?.span} onChange={state.setDate} />
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {({ report }) =>
        report.total <= 0 ? (
          <EmptyState title={t('Composition.Empty')} />
        ) : (
          <div className={styles.grid}>
            <div className={styles.column} data-testid="composition-by-kind">
              <CompositionDonut
                label={t('Composition.ByKind')}
                slices={report.byKind}
                nameOf={kindName}
                testId="chart-by-kind"
              />
              <LocalTable
                label={t('Composition.ByKind')}
                columns={columns(kindName, t('Composition.Kind'))}
                rows={report.byKind}
                getRowId={(r) => r.key}
              />
            </div>
            <div className={styles.column} data-testid="composition-by-sector">
              <CompositionBars
                label={t('Composition.BySector')}
                slices={report.bySector}
                nameOf={sectorName}
                testId="chart-by-sector"
              />
              <LocalTable
                label={t('Composition.BySector')}
                columns={columns(sectorName, t('Composition.Sector'))}
                rows={report.bySector}
                getRowId={(r) => r.key}
              />
            </div>
          </div>
        )
      }
    </ReportPage>
  );
}
