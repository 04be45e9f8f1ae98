// twrr (and twrr/:showAsPage, the same report as a full page without the navbar): the
// time-weighted return of a period — cumulative, annualised only for a year or more — its
// cumulative chart, the return of each Jalali month and of each day.
import { displayLanguage, useTranslation } from '@crm/shared';
import { formatJalaliDate } from '@crm/shared/persian';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Percent, type DataTableColumn } from '@crm/shared/ui';
import type { TwrrPointDto, TwrrReportDto } from '@crm/shared/dto';
import { Tab, TabList } from '@fluentui/react-components';
import { MessageBar, MessageBarBody } from '@crm/shared/fluent';
import { useState } from 'react';
import { reportsApi } from '../../api/reports-api';
import { TimeLineChart } from '../../components/charts/time-line-chart';
import { LocalTable } from '../../components/local-table';
import { PeriodPicker } from '../../components/period-picker';
import { CsvButton, PrintButton } from '../../components/report-actions';
import { ReportPage } from '../../components/report-page';
import { StatCards } from '../../components/stat-cards';
import { csvDate, downloadText, toCsv } from '../../lib/csv';
import { usePeriodReport } from '../../lib/use-period-report';
import { AnnualizedNote, CumulativeValue } from './return-text';

type Month = TwrrReportDto['months'][number];

export default function TwrrPage() {
  const { t, i18n } = useTranslation('reports');
  const language = displayLanguage(i18n.language);
  const { date } = useDisplayFormat();
  const [view, setView] = useState<'months' | 'days'>('months');
  const state = usePeriodReport((query, signal) => reportsApi.twrr(query, signal), {
    preset: 'sinceStart',
  });
  const dayColumns: DataTableColumn<TwrrPointDto>[] = [
    { key: 'date', header: t('Twrr.Date'), kind: 'date', sortable: true },
    { key: 'nav', header: t('Stat.Nav'), kind: 'amount', sortable: true },
    { key: 'inflow', header: t('Twrr.Inflow'), kind: 'amount', sortable: true },
    { key: 'outflow', header: t('Twrr.Outflow'), kind: 'amount', sortable: true },
    { key: 'daily', header: t('Twrr.Daily'), kind: 'percent', sortable: true },
    { key: 'cumulative', header: t('Twrr.Cumulative'), kind: 'percent', sortable: true },
  ];
  const monthColumns: DataTableColumn<Month>[] = [
    {
      key: 'month',
      header: t('Twrr.Month'),
      value: (m) =>
        formatJalaliDate(
          { year: m.year, month: m.month, day: 1 },
          { language, pattern: 'MMMM yyyy' },
        ),
    },
    { key: 'days', header: t('Twrr.Days'), kind: 'number' },
    {
      key: 'cumulative',
      header: t('Twrr.MonthReturn'),
      render: (m) => <Percent value={m.cumulative} />,
    },
  ];
  const exportCsv = () => {
    const report = state.data?.report;
    if (!report) return;
    downloadText(
      `twrr-${report.header.basketCode}-${report.fromDate}-${report.toDate}.csv`,
      toCsv(
        [
          { header: t('Twrr.Date'), value: (p: TwrrPointDto) => csvDate(p.date) },
          { header: 'ISO', value: (p) => p.date },
          { header: t('Stat.Nav'), value: (p) => p.nav },
          { header: t('Twrr.Inflow'), value: (p) => p.inflow },
          { header: t('Twrr.Outflow'), value: (p) => p.outflow },
          { header: t('Twrr.Daily'), value: (p) => p.daily.toFixed(8) },
          { header: t('Twrr.Cumulative'), value: (p) => p.cumulative.toFixed(8) },
        ],
        report.points,
      ),
    );
  };
  return (
    <ReportPage
      testId="page-twrr"
      title={t('Twrr.Title')}
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
        <>
          <StatCards
            stats={[
              {
                id: 'twrr',
                label: t('Twrr.Cumulative'),
                value: <CumulativeValue value={report.result} />,
                note: <AnnualizedNote value={report.result} />,
              },
              {
                id: 'twrr-period',
                label: t('Twrr.Period'),
                value: `${date(report.fromDate)} – ${date(report.toDate)}`,
                note: t('Twrr.DaysCount', { count: report.result.days }),
              },
            ]}
          />
          {report.warnings.length > 0 && (
            <MessageBar intent="warning" data-testid="twrr-warnings">
              <MessageBarBody>
                {t('Twrr.Warnings', { count: report.warnings.length })}
              </MessageBarBody>
            </MessageBar>
          )}
          <TimeLineChart
            label={t('Twrr.Chart')}
            points={report.points.map((p) => ({ date: p.date, value: p.cumulative }))}
            format="percent"
            testId="chart-twrr"
          />
          <TabList
            selectedValue={view}
            onTabSelect={(_e, data) => setView(data.value as 'months' | 'days')}
            data-print="hide"
          >
            <Tab value="months">{t('Twrr.ByMonth')}</Tab>
            <Tab value="days">{t('Twrr.ByDay')}</Tab>
          </TabList>
          {view === 'months' ? (
            <LocalTable
              label={t('Twrr.ByMonth')}
              columns={monthColumns}
              rows={report.months}
              getRowId={(m) => `${m.year}-${m.month}`}
              pageSize={12}
            />
          ) : (
            <LocalTable
              label={t('Twrr.ByDay')}
              columns={dayColumns}
              rows={report.points}
              getRowId={(p) => p.date}
            />
          )}
        </>
      )}
    </ReportPage>
  );
}
