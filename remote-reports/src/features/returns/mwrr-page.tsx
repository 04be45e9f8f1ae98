// mwrr: the money-weighted return (XIRR, actual/365) of a period's flows with its status in
// words — never a silent 0 % — and the flows it was computed from.
import { Percent, type DataTableColumn } from '@crm/shared/ui';
import type { MwrrReportDto } from '@crm/shared/dto';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import { Link } from '@crm/shared/routing';
import { reportsApi } from '../../api/reports-api';
import { LocalTable } from '../../components/local-table';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { rial, StatCards } from '../../components/stat-cards';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { usePeriodReport } from '../../lib/use-period-report';

type Flow = MwrrReportDto['flows'][number];

export default function MwrrPage() {
  const { t } = useTranslation('reports');
  const state = usePeriodReport((query, signal) => reportsApi.mwrr(query, signal), {
    preset: 'sinceStart',
  });
  const columns: DataTableColumn<Flow>[] = [
    { key: 'date', header: t('Twrr.Date'), kind: 'date', sortable: true },
    {
      key: 'kind',
      header: t('Mwrr.FlowKind'),
      value: (f) => t(`Mwrr.Flow.${f.kind}`),
      sortable: true,
    },
    { key: 'amount', header: t('Mwrr.Amount'), kind: 'amount', sortable: true },
  ];
  const exportCsv = () => {
    const report = state.data?.report;
    if (!report) return;
    downloadText(
      `mwrr-${report.header.basketCode}-${report.fromDate}-${report.toDate}.csv`,
      toCsv(
        [
          {
            header: t('Twrr.Date'),
            value: (f: Flow) => csvDate(f.date),
          },
          { header: t('Mwrr.FlowKind'), value: (f) => t(`Mwrr.Flow.${f.kind}`) },
          { header: t('Mwrr.Amount'), value: (f) => f.amount },
        ],
        report.flows,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-mwrr"
      title={t('Mwrr.Title')}
      state={state}
      heading={(data) => data.report.header}
      tools={
        <>
          <PeriodPicker
            period={state.period}
            onChange={state.setPeriod}
            range={state.data?.range}
            span={state.data?.span}
          />
          <CsvButton onExport={exportCsv} />
          <PrintButton />
        </>
      }
    >
      {({ report }) => {
        const ok = report.status === 'OK' || report.status === 'TOTAL_LOSS';
        const underYear = report.days < 365;
        return (
          <>
            {!ok && (
              <MessageBar intent="warning" layout="multiline" data-testid="mwrr-status">
                <MessageBarBody>
                  <MessageBarTitle>{t('Mwrr.NoRate')}</MessageBarTitle>
                  {t(`Mwrr.Status.${report.status}`)}
                </MessageBarBody>
              </MessageBar>
            )}
            <StatCards
              stats={[
                {
                  id: 'mwrr',
                  label: underYear ? t('Mwrr.PeriodRate') : t('Mwrr.AnnualRate'),
                  value:
                    ok && report.periodRate !== null ? (
                      <Percent value={underYear ? report.periodRate : report.rate!} />
                    ) : (
                      t('Mwrr.None')
                    ),
                  note: ok
                    ? underYear
                      ? t('Returns.NotAnnualized')
                      : t(`Mwrr.Status.${report.status}`)
                    : undefined,
                },
                {
                  id: 'dietz',
                  label: t('Mwrr.Dietz'),
                  value: report.dietz === null ? t('Mwrr.None') : <Percent value={report.dietz} />,
                },
                { id: 'opening', label: t('Mwrr.Opening'), value: rial(report.openingValue) },
                { id: 'closing', label: t('Mwrr.Closing'), value: rial(report.closingValue) },
              ]}
            />
            {report.multipleRootsPossible && (
              <MessageBar intent="info" data-testid="mwrr-multiple-roots">
                <MessageBarBody>{t('Mwrr.MultipleRoots')}</MessageBarBody>
              </MessageBar>
            )}
            <LocalTable
              label={t('Mwrr.Flows')}
              columns={columns}
              rows={report.flows}
              getRowId={(f, i) => `${f.date}-${f.kind}-${i}`}
            />
            <Link to="/twrr" data-print="hide">
              {t('Mwrr.SeeTwrr')}
            </Link>
          </>
        );
      }}
    </ReportPage>
  );
}
