// shareDeal: the share deals of a period, filtered by side and symbol, sorted and paged on the
// server, with fees and each sell's realised gain.
import { ListTable, type DataTableColumn } from '@crm/shared/ui';
import type { ShareDealDto } from '@crm/shared/dto';
import { useState } from 'react';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { usePagedReport } from '../../lib/use-paged-report';
import { SideFilter, SymbolSearch } from './deal-filters';

export default function ShareDealsPage() {
  const { t } = useTranslation('reports');
  const [side, setSide] = useState('');
  const { state, list, period, setPeriod, exportAll } = usePagedReport<
    ShareDealDto,
    Awaited<ReturnType<typeof reportsApi.shareDeals>>
  >(
    (query, listQuery) => reportsApi.shareDeals({ ...query, side: side || undefined }, listQuery),
    { preset: 'thisYear' },
    side,
    { sorting: 'date desc' },
  );
  const columns: DataTableColumn<ShareDealDto>[] = [
    { key: 'date', header: t('Deal.Date'), kind: 'date', sortable: true },
    { key: 'symbol', header: t('Deal.Symbol'), sortable: true },
    { key: 'side', header: t('Deal.Side'), sortable: true, value: (d) => t(`Side.${d.side}`) },
    { key: 'quantity', header: t('Deal.Quantity'), kind: 'number', sortable: true },
    { key: 'price', header: t('Deal.Price'), kind: 'amount', sortable: true },
    { key: 'value', header: t('Deal.Value'), kind: 'amount', sortable: true },
    { key: 'commission', header: t('Deal.Commission'), kind: 'amount' },
    { key: 'tax', header: t('Deal.Tax'), kind: 'amount' },
    { key: 'netAmount', header: t('Deal.NetAmount'), kind: 'amount', sortable: true },
    { key: 'realisedGain', header: t('Deal.RealisedGain'), kind: 'amount' },
  ];
  const exportCsv = async () => {
    const page = state.data?.page;
    if (!page) return;
    downloadText(
      `share-deals-${page.header.basketCode}-${page.fromDate}-${page.toDate}.csv`,
      toCsv(
        [
          {
            header: t('Deal.Date'),
            value: (d: ShareDealDto) => csvDate(d.date),
          },
          { header: t('Deal.Symbol'), value: (d) => d.symbol },
          { header: t('Deal.Name'), value: (d) => d.name },
          { header: t('Deal.Side'), value: (d) => t(`Side.${d.side}`) },
          { header: t('Deal.Quantity'), value: (d) => d.quantity },
          { header: t('Deal.Price'), value: (d) => d.price },
          { header: t('Deal.Value'), value: (d) => d.value },
          { header: t('Deal.Commission'), value: (d) => d.commission },
          { header: t('Deal.Tax'), value: (d) => d.tax },
          { header: t('Deal.NetAmount'), value: (d) => d.netAmount },
          { header: t('Deal.RealisedGain'), value: (d) => d.realisedGain },
        ],
        await exportAll(),
      ),
    );
  };
  return (
    <ReportPage
      testId="page-share-deal"
      title={t('ShareDeal.Title')}
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
          <SideFilter sides={['buy', 'sell']} value={side} onChange={setSide} />
          <SymbolSearch value={list.filter} onChange={list.setFilter} />
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {() => (
        <ListTable
          list={list}
          aria-label={t('ShareDeal.Title')}
          columns={columns}
          getRowId={(d) => d.id}
          emptyMessage={t('ShareDeal.Empty')}
        />
      )}
    </ReportPage>
  );
}
