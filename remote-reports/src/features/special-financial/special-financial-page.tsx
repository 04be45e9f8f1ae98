// specialBasketFinancial: a special basket's money over a period — deposits, withdrawals,
// income, realised and unrealised gain, wages, deal costs — and its NAV at both ends.
import { useTranslation } from '@crm/shared';
import { reportsApi } from '../../api/reports-api';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { OtherKindPage } from '../../components/other-kind-page';
import { ReportPage } from '../../components/report-page';
import { rial, StatCards } from '../../components/stat-cards';
import { downloadText, toCsv } from '../../lib/csv';
import { useBasketKind } from '../../lib/use-basket-kind';
import { usePeriodReport } from '../../lib/use-period-report';

const FIELDS = [
  'openingNav',
  'deposits',
  'withdrawals',
  'income',
  'realisedGain',
  'unrealisedGain',
  'wagesAccrued',
  'wagesPaid',
  'dealCosts',
  'netGain',
  'closingNav',
] as const;

export default function SpecialFinancialPage() {
  const kind = useBasketKind();
  const { t } = useTranslation('reports');
  if (kind === 'joint')
    return (
      <OtherKindPage
        testId="page-special-basket-financial"
        title={t('Financial.Title')}
        details={t('State.SpecialOnly')}
      />
    );
  return <SpecialFinancial />;
}

function SpecialFinancial() {
  const { t } = useTranslation('reports');
  const state = usePeriodReport((query, signal) => reportsApi.specialFinancial(query, signal), {
    preset: 'thisYear',
  });
  const exportCsv = () => {
    const report = state.data?.report;
    if (!report) return;
    downloadText(
      `special-basket-financial-${report.header.basketCode}-${report.fromDate}-${report.toDate}.csv`,
      toCsv(
        [
          {
            header: t('Sheet.Item'),
            value: (field: (typeof FIELDS)[number]) => t(`Financial.${field}`),
          },
          { header: t('Sheet.Amount'), value: (field) => report[field] },
        ],
        FIELDS,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-special-basket-financial"
      title={t('Financial.Title')}
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
      {({ report }) => (
        <StatCards
          stats={FIELDS.map((field) => ({
            id: field,
            label: t(`Financial.${field}`),
            value: rial(report[field]),
          }))}
        />
      )}
    </ReportPage>
  );
}
