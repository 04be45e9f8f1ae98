// jointShareDeal: the customer's unit issues and redemptions in a joint basket over a period, at
// the day's NAV per unit, sorted and paged on the server.
import { ListTable, type DataTableColumn } from '@crm/shared/ui';
import type { JointShareDealDto } from '@crm/shared/dto';
import { useState } from 'react';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { OtherKindPage } from '../../components/other-kind-page';
import { ReportPage } from '../../components/report-page';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { useBasketKind } from '../../lib/use-basket-kind';
import { usePagedReport } from '../../lib/use-paged-report';
import { SideFilter } from './deal-filters';

export default function JointShareDealsPage() {
  const kind = useBasketKind();
  const { t } = useTranslation('reports');
  if (kind === 'special')
    return (
      <OtherKindPage
        testId="page-joint-share-deal"
        title={t('JointShareDeal.Title')}
        details={t('State.JointOnly')}
      />
    );
  return <JointDeals />;
}

function JointDeals() {
  const { t } = useTranslation('reports');
  const [side, setSide] = useState('');
  const { state, list, period, setPeriod, exportAll } = usePagedReport<
    JointShareDealDto,
    Awaited<ReturnType<typeof reportsApi.jointShareDeals>>
  >(
    (query, listQuery) =>
      reportsApi.jointShareDeals({ ...query, side: side || undefined }, listQuery),
    { preset: 'sinceStart' },
    side,
    { sorting: 'date desc' },
  );
  const columns: DataTableColumn<JointShareDealDto>[] = [
    { key: 'date', header: t('Deal.Date'), kind: 'date', sortable: true },
    { key: 'side', header: t('Deal.Side'), sortable: true, value: (d) => t(`Side.${d.side}`) },
    { key: 'units', header: t('Deal.Units'), kind: 'number', sortable: true },
    {
      key: 'navPerUnit',
      header: t('Deal.NavPerUnit'),
      kind: 'amount',
      sortable: true,
      value: (d) => Math.round(d.navPerUnit),
    },
    { key: 'amount', header: t('Deal.Amount'), kind: 'amount', sortable: true },
    { key: 'realisedGain', header: t('Deal.RealisedGain'), kind: 'amount' },
  ];
  const exportCsv = async () => {
    const page = state.data?.page;
    if (!page) return;
    downloadText(
      `joint-share-deals-${page.header.basketCode}-${page.fromDate}-${page.toDate}.csv`,
      toCsv(
        [
          {
            header: t('Deal.Date'),
            value: (d: JointShareDealDto) => csvDate(d.date),
          },
          { header: t('Deal.Side'), value: (d) => t(`Side.${d.side}`) },
          { header: t('Deal.Units'), value: (d) => d.units },
          { header: t('Deal.NavPerUnit'), value: (d) => d.navPerUnit.toFixed(2) },
          { header: t('Deal.Amount'), value: (d) => d.amount },
          { header: t('Deal.RealisedGain'), value: (d) => d.realisedGain },
        ],
        await exportAll(),
      ),
    );
  };
  return (
    <ReportPage
      testId="page-joint-share-deal"
      title={t('JointShareDeal.Title')}
      state={state}
      heading={(data) => data.page.header}
      tools={
        <>
          <PeriodPicker
            period={period}
            onChange={setPeriod}
            range={state.data?.range}
            span={state.data?.span}
          />
          <SideFilter sides={['issue', 'redeem']} value={side} onChange={setSide} />
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {() => (
        <ListTable
          list={list}
          aria-label={t('JointShareDeal.Title')}
          columns={columns}
          getRowId={(d) => d.id}
          emptyMessage={t('JointShareDeal.Empty')}
        />
      )}
    </ReportPage>
  );
}
