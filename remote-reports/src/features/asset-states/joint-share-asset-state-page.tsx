// basketJointShareAssetState: the customer's units in the selected joint basket on a day, their
// cost, their value at the day's NAV per unit and their share of the pool.
import { Amount, Percent, type DataTableColumn } from '@crm/shared/ui';
import type { BasketJointShareAssetStateDto } from '@crm/shared/dto';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { LocalTable } from '../../components/local-table';
import { DayPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { OtherKindPage } from '../../components/other-kind-page';
import { ReportPage } from '../../components/report-page';
import { EmptyState } from '../../components/report-states';
import { rial, StatCards } from '../../components/stat-cards';
import { downloadText, toCsv } from '../../lib/csv';
import { useBasketKind } from '../../lib/use-basket-kind';
import { useDayReport } from '../../lib/use-period-report';

type Row = BasketJointShareAssetStateDto['items'][number];

export default function JointShareAssetStatePage() {
  const kind = useBasketKind();
  const { t } = useTranslation('reports');
  if (kind === 'special')
    return (
      <OtherKindPage
        testId="page-basket-joint-share-asset-state"
        title={t('JointAssetState.Title')}
        details={t('State.JointOnly')}
      />
    );
  return <JointShareAssetState />;
}

function JointShareAssetState() {
  const { t } = useTranslation('reports');
  const state = useDayReport((query, signal) => reportsApi.jointShareAssetState(query, signal));
  const columns: DataTableColumn<Row>[] = [
    { key: 'holderName', header: t('JointAssetState.Holder'), sortable: true },
    { key: 'units', header: t('JointAssetState.Units'), kind: 'number', sortable: true },
    { key: 'cost', header: t('Holding.Cost'), kind: 'amount', sortable: true },
    { key: 'value', header: t('JointAssetState.Value'), kind: 'amount', sortable: true },
    { key: 'unrealisedGain', header: t('Holding.UnrealisedGain'), kind: 'amount', sortable: true },
    {
      key: 'share',
      header: t('JointAssetState.Share'),
      kind: 'percent',
      sortable: true,
      render: (row) => <Percent value={row.share} fractionDigits={4} />,
    },
  ];
  const exportCsv = () => {
    const data = state.data?.report;
    if (!data) return;
    downloadText(
      `joint-asset-state-${data.header.basketCode}-${data.date}.csv`,
      toCsv(
        [
          { header: t('JointAssetState.Holder'), value: (r: Row) => r.holderName },
          { header: t('JointAssetState.Units'), value: (r) => r.units },
          { header: t('Holding.Cost'), value: (r) => r.cost },
          { header: t('JointAssetState.Value'), value: (r) => r.value },
          { header: t('Holding.UnrealisedGain'), value: (r) => r.unrealisedGain },
          { header: t('JointAssetState.Share'), value: (r) => (r.share * 100).toFixed(4) },
        ],
        data.items,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-basket-joint-share-asset-state"
      title={t('JointAssetState.Title')}
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
      {({ report }) => (
        <>
          <StatCards
            stats={[
              { id: 'pool-nav', label: t('JointAssetState.PoolNav'), value: rial(report.nav) },
              {
                id: 'nav-per-unit',
                label: t('JointAssetState.NavPerUnit'),
                value: report.navPerUnit === null ? '—' : rial(Math.round(report.navPerUnit)),
              },
              {
                id: 'units-outstanding',
                label: t('JointAssetState.UnitsOutstanding'),
                value: <Amount value={report.unitsOutstanding} showUnit={false} />,
              },
            ]}
          />
          {report.items.length === 0 ? (
            <EmptyState title={t('JointAssetState.NoUnits')} />
          ) : (
            <LocalTable
              label={t('JointAssetState.Title')}
              columns={columns}
              rows={report.items}
              getRowId={(r) => r.holderId}
            />
          )}
        </>
      )}
    </ReportPage>
  );
}
