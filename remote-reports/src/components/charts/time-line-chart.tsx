// A value over days (NAV, cumulative return) as a line with Jalali month ticks.
import { useCallback } from 'react';
import { useTranslation } from '@crm/shared';
import { dayToDate, monthLabel } from '../../lib/periods';
import { useChartCulture } from './chart-culture';
import { ChartFrame } from './chart-frame';
import { lineSummary } from './chart-summary';
import type { TimePoint } from './line-layout';
import { LinePlot } from './line-plot';
import type { TimeTick } from './time-ticks';

export type { TimePoint } from './line-layout';

export interface TimeLineChartProps {
  label: string;
  points: readonly TimePoint[];
  format: 'amount' | 'percent';
  height?: number;
  testId?: string;
}

export function TimeLineChart({ label, points, format, height = 280, testId }: TimeLineChartProps) {
  const { language, dir, compact, percent, day } = useChartCulture();
  const { t } = useTranslation('reports');
  const show = format === 'percent' ? percent : compact;
  const showTick = useCallback(
    (tick: TimeTick) =>
      tick.kind === 'month' ? monthLabel(dayToDate(tick.day), language) : day(tick.day),
    [language, day],
  );
  return (
    <ChartFrame
      label={label}
      description={lineSummary(points, show, day, t)}
      testId={testId}
      direction="ltr"
    >
      <LinePlot
        points={points}
        height={height}
        showValue={show}
        showDay={day}
        showTick={showTick}
        hint={t('Chart.Explore')}
        dir={dir}
      />
    </ChartFrame>
  );
}
