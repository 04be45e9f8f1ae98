// A value over days (NAV, cumulative return) as a line chart with Jalali month ticks.
import { LineChart } from '@fluentui/react-charts';
import { tokens } from '@crm/shared/fluent';
import { useTranslation } from 'react-i18next';
import { dayToDate, jalaliMonthStarts, monthLabel } from '../../lib/periods';
import { ChartFrame, useChartCulture } from './chart-frame';
import { lineSummary } from './chart-summary';

export interface TimePoint {
  date: string;
  value: number;
}

export interface TimeLineChartProps {
  label: string;
  points: readonly TimePoint[];
  format: 'amount' | 'percent';
  height?: number;
  testId?: string;
}

export function TimeLineChart({ label, points, format, height = 280, testId }: TimeLineChartProps) {
  const { culture, language, compact, percent, day } = useChartCulture();
  const { t } = useTranslation('reports');
  const show = format === 'percent' ? percent : compact;
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  const ticks = first && last ? jalaliMonthStarts(first, last, 6).map(dayToDate) : [];
  return (
    <ChartFrame
      label={label}
      description={lineSummary(points, show, day, t)}
      testId={testId}
      direction="ltr"
    >
      <LineChart
        culture={culture}
        height={height}
        useUTC
        hideLegend
        margins={{ left: 72, right: 72, top: 16, bottom: 36 }}
        tickValues={ticks.length >= 2 ? ticks : undefined}
        customDateTimeFormatter={(date) => monthLabel(date, language)}
        yAxisTickFormat={(value: number) => show(value)}
        data={{
          chartTitle: label,
          lineChartData: [
            {
              legend: label,
              color: tokens.colorBrandForeground1,
              data: points.map((point) => ({
                x: dayToDate(point.date),
                y: point.value,
                xAxisCalloutData: day(point.date),
                yAxisCalloutData: show(point.value),
              })),
            },
          ],
        }}
      />
    </ChartFrame>
  );
}
