// Composition as a donut (by kind) and as bars (by sector), in percent of the total.
import { DonutChart, VerticalBarChart } from '@fluentui/react-charts';
import type { CompositionSliceDto } from '@crm/shared/dto';
import { useTranslation } from 'react-i18next';
import { ChartFrame, useChartCulture } from './chart-frame';
import { sliceSummary } from './chart-summary';

const COLORS = [
  '#0f6cbd',
  '#2886de',
  '#5caae5',
  '#8a3707',
  '#107c10',
  '#c239b3',
  '#e3008c',
  '#986f0b',
  '#4f6bed',
  '#00b7c3',
  '#767676',
];

export interface SliceChartProps {
  label: string;
  slices: readonly CompositionSliceDto[];
  nameOf: (key: string) => string;
  testId?: string;
}

/** The slices in words, e.g. "Shares 72.6%, Cash 10.4%". */
function useSliceSummary(slices: readonly CompositionSliceDto[], nameOf: (key: string) => string) {
  const { percent } = useChartCulture();
  const { t } = useTranslation('reports');
  const named = slices.map((slice) => ({
    name: nameOf(slice.key),
    share: percent(slice.percent / 100),
  }));
  return sliceSummary(named, t, t('Chart.Separator'));
}

export function CompositionDonut({ label, slices, nameOf, testId }: SliceChartProps) {
  const { culture, percent } = useChartCulture();
  const description = useSliceSummary(slices, nameOf);
  return (
    <ChartFrame label={label} description={description} testId={testId}>
      <DonutChart
        culture={culture}
        height={260}
        innerRadius={60}
        hideLabels
        data={{
          chartTitle: label,
          chartData: slices.map((slice, i) => ({
            // Percent in the legend: the chart's own labels ignore the culture's digits.
            legend: `${nameOf(slice.key)} ${percent(slice.percent / 100)}`,
            data: slice.marketValue,
            color: COLORS[i % COLORS.length],
            yAxisCalloutData: percent(slice.percent / 100),
          })),
        }}
      />
    </ChartFrame>
  );
}

export function CompositionBars({ label, slices, nameOf, testId }: SliceChartProps) {
  const { culture, percent } = useChartCulture();
  const description = useSliceSummary(slices, nameOf);
  return (
    <ChartFrame label={label} description={description} testId={testId}>
      <VerticalBarChart
        culture={culture}
        height={300}
        hideLegend
        wrapXAxisLables
        yAxisTickFormat={(value: number) => percent(value / 100)}
        data={slices.map((slice, i) => ({
          x: nameOf(slice.key),
          y: slice.percent,
          color: COLORS[i % COLORS.length],
          yAxisCalloutData: percent(slice.percent / 100),
        }))}
      />
    </ChartFrame>
  );
}
