// turnover (گردش حساب): the ledger lines of a period after the balance brought forward, with
// debit, credit and running balance, the totals and the closing balance.
import { ListTable, type DataTableColumn } from '@crm/shared/ui';
import type { TurnoverLineDto } from '@crm/shared/dto';
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { rial, StatCards } from '../../components/stat-cards';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { usePagedReport } from '../../lib/use-paged-report';

export default function TurnoverPage() {
  const { t } = useTranslation('reports');
  const { state, list, period, setPeriod, exportAll } = usePagedReport<
    TurnoverLineDto,
    Awaited<ReturnType<typeof reportsApi.turnover>>
  >((query, listQuery) => reportsApi.turnover(query, listQuery), { preset: 'thisYear' });
  const describe = (line: TurnoverLineDto) =>
    line.symbol ? `${t(`Ledger.${line.kind}`)} — ${line.symbol}` : t(`Ledger.${line.kind}`);
  const columns: DataTableColumn<TurnoverLineDto>[] = [
    { key: 'date', header: t('Turnover.Date'), kind: 'date', sortable: true },
    { key: 'kind', header: t('Turnover.Description'), value: describe },
    { key: 'tradeDate', header: t('Turnover.TradeDate'), kind: 'date' },
    { key: 'debit', header: t('Turnover.Debit'), kind: 'amount' },
    { key: 'credit', header: t('Turnover.Credit'), kind: 'amount' },
    { key: 'balance', header: t('Turnover.Balance'), kind: 'amount' },
  ];
  const exportCsv = async () => {
    const page = state.data?.page;
    if (!page) return;
    const day = (iso: string | null) => (iso ? csvDate(iso) : '');
    const opening = {
      seq: 0,
      date: page.fromDate,
      kind: 'opening',
      tradeDate: null,
      symbol: null,
      debit: 0,
      credit: 0,
      balance: page.opening,
    };
    const rows = [opening, ...(await exportAll())];
    downloadText(
      `turnover-${page.header.basketCode}-${page.fromDate}-${page.toDate}.csv`,
      toCsv(
        [
          { header: t('Turnover.Date'), value: (l: (typeof rows)[number]) => day(l.date) },
          {
            header: t('Turnover.Description'),
            value: (l) =>
              l.kind === 'opening' ? t('Turnover.Opening') : describe(l as TurnoverLineDto),
          },
          { header: t('Turnover.TradeDate'), value: (l) => day(l.tradeDate) },
          { header: t('Turnover.Debit'), value: (l) => l.debit },
          { header: t('Turnover.Credit'), value: (l) => l.credit },
          { header: t('Turnover.Balance'), value: (l) => l.balance },
        ],
        rows,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-turnover"
      title={t('Turnover.Title')}
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
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {({ page }) => (
        <>
          <StatCards
            stats={[
              { id: 'opening', label: t('Turnover.Opening'), value: rial(page.opening) },
              { id: 'debit', label: t('Turnover.TotalDebit'), value: rial(page.totalDebit) },
              { id: 'credit', label: t('Turnover.TotalCredit'), value: rial(page.totalCredit) },
              { id: 'closing', label: t('Turnover.Closing'), value: rial(page.closing) },
            ]}
          />
          <ListTable
            list={list}
            aria-label={t('Turnover.Title')}
            columns={columns}
            getRowId={(line) => line.seq}
            emptyMessage={t('Turnover.Empty')}
          />
        </>
      )}
    </ReportPage>
  );
}
