// Composition as a donut (by kind) and as bars (by sector), in percent of the total.
import type { CompositionSliceDto } from '@crm/shared/dto';
import { useTranslation } from '@crm/shared';
import { BarChart } from './bar-chart';
import { useChartCulture } from './chart-culture';
import { ChartFrame } from './chart-frame';
import { sliceSummary } from './chart-summary';
import { DonutChart } from './donut-chart';
import { colorAt } from './palette';

export interface SliceChartProps {
  label: string;
  slices: readonly CompositionSliceDto[];
  nameOf: (key: string) => string;
  testId?: string;
}

/** The slices with their names, shown shares and colours, and the same in words. */
function useNamedSlices(slices: readonly CompositionSliceDto[], nameOf: (key: string) => string) {
  const culture = useChartCulture();
  const { t } = useTranslation('reports');
  const named = slices.map((slice, i) => ({
    key: slice.key,
    name: nameOf(slice.key),
    share: culture.percent(slice.percent / 100),
    color: colorAt(i),
  }));
  return { culture, t, named, description: sliceSummary(named, t, t('Chart.Separator')) };
}

export function CompositionDonut({ label, slices, nameOf, testId }: SliceChartProps) {
  const { culture, named, description } = useNamedSlices(slices, nameOf);
  return (
    <ChartFrame label={label} description={description} testId={testId}>
      <DonutChart
        slices={named.map((slice, i) => ({ ...slice, value: slices[i]!.marketValue }))}
        innerRadius={60}
        size={260}
        dir={culture.dir}
      />
    </ChartFrame>
  );
}

export function CompositionBars({ label, slices, nameOf, testId }: SliceChartProps) {
  const { culture, t, named, description } = useNamedSlices(slices, nameOf);
  return (
    <ChartFrame label={label} description={description} testId={testId}>
      <BarChart
        bars={named.map((slice, i) => ({
          ...slice,
          value: slices[i]!.percent,
          shown: slice.share,
        }))}
        height={300}
        showValue={(value) => culture.percent(value / 100)}
        hint={t('Chart.Explore')}
        dir={culture.dir}
      />
    </ChartFrame>
  );
}
