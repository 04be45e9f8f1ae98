// balanceSheetCurrent: assets (cash, securities at market, receivables of unsettled sells),
// liabilities (payables of unsettled buys, accrued wages) and the net asset value of a day.
import { Amount } from '@crm/shared/ui';
import { makeStyles, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import { Link } from '@crm/shared/routing';
import { reportsApi } from '../../api/reports-api';
import { Panel } from '../../components/panel';
import { DayPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { downloadText, toCsv } from '../../lib/csv';
import { useBasketKind } from '../../lib/use-basket-kind';
import { useDayReport } from '../../lib/use-period-report';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  nav: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

interface Line {
  id: string;
  label: string;
  value: number;
  total?: boolean;
}

function Lines({ title, lines }: { title: string; lines: Line[] }) {
  const styles = useStyles();
  return (
    <Panel>
      <Text weight="semibold">{title}</Text>
      <Table size="small" aria-label={title}>
        <TableBody>
          {lines.map((line) => (
            <TableRow
              key={line.id}
              className={line.total ? styles.total : undefined}
              data-testid={`sheet-${line.id}`}
            >
              <TableCell>{line.label}</TableCell>
              <TableCell className={styles.amount}>
                <Amount value={line.value} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

export default function BalanceSheetPage() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const kind = useBasketKind();
  const state = useDayReport((query, signal) => reportsApi.balanceSheet(query, signal));
  const linesOf = (data: NonNullable<typeof state.data>['report']) => ({
    assets: [
      { id: 'cash', label: t('Sheet.Cash'), value: data.assets.cash },
      { id: 'securities', label: t('Sheet.Securities'), value: data.assets.securities },
      { id: 'receivables', label: t('Sheet.Receivables'), value: data.assets.receivables },
      { id: 'assets', label: t('Sheet.TotalAssets'), value: data.assets.total, total: true },
    ],
    liabilities: [
      { id: 'payables', label: t('Sheet.Payables'), value: data.liabilities.payables },
      { id: 'wages', label: t('Sheet.AccruedWages'), value: data.liabilities.accruedWages },
      {
        id: 'liabilities',
        label: t('Sheet.TotalLiabilities'),
        value: data.liabilities.total,
        total: true,
      },
      { id: 'nav', label: t('Sheet.NetAssets'), value: data.netAssets, total: true },
    ],
  });
  const exportCsv = () => {
    const data = state.data?.report;
    if (!data) return;
    const { assets, liabilities } = linesOf(data);
    downloadText(
      `balance-sheet-${data.header.basketCode}-${data.date}.csv`,
      toCsv(
        [
          { header: t('Sheet.Item'), value: (l: Line) => l.label },
          { header: t('Sheet.Amount'), value: (l) => l.value },
        ],
        [...assets, ...liabilities],
      ),
    );
  };
  return (
    <ReportPage
      testId="page-balance-sheet"
      title={t('Sheet.Title')}
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
      {({ report }) => {
        const { assets, liabilities } = linesOf(report);
        return (
          <>
            <div className={styles.grid}>
              <Lines title={t('Sheet.Assets')} lines={assets} />
              <Lines title={t('Sheet.Liabilities')} lines={liabilities} />
            </div>
            {kind === 'special' && (
              <Link to="/specialBasketFinancial" data-print="hide">
                {t('Sheet.SeeFinancial')}
              </Link>
            )}
          </>
        );
      }}
    </ReportPage>
  );
}
