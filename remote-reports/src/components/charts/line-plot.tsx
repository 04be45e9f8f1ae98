// The drawing of a line chart at its container's width: axes and the line (drawn again only
// when the data or the size change), and the highlighted point with its guide and tooltip.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { memo, useMemo, type PointerEvent } from 'react';
import { Baseline, ValueGrid } from './axes';
import { ChartAnnouncement, ChartTooltip } from './chart-tooltip';
import { lineLayout, type LineLayout, type TimePoint } from './line-layout';
import { nearestIndex } from './line-path';
import { pointerX } from './plot';
import type { TextDirection } from './svg-text';
import type { TimeTick } from './time-ticks';
import { useActiveItem } from './use-active-item';
import { useContainerWidth } from './use-container-width';

const useStyles = makeStyles({
  plot: {
    position: 'relative',
    outlineStyle: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
  svg: { display: 'block', width: '100%', height: 'auto', overflow: 'visible' },
  line: {
    fill: 'none',
    stroke: tokens.colorBrandForeground1,
    strokeWidth: '2px',
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  },
  guide: { stroke: tokens.colorNeutralStroke1, strokeDasharray: '3 3' },
  marker: {
    fill: tokens.colorBrandForeground1,
    stroke: tokens.colorNeutralBackground1,
    strokeWidth: '2px',
  },
});

export interface LinePlotProps {
  points: readonly TimePoint[];
  height: number;
  showValue: (value: number) => string;
  showDay: (iso: string) => string;
  showTick: (tick: TimeTick) => string;
  /** How to read the chart with the keyboard: the name of its focusable plot. */
  hint: string;
  /** The page's direction, for the labels' text (the time axis itself runs left to right). */
  dir: TextDirection;
}

export function LinePlot({
  points,
  height,
  showValue,
  showDay,
  showTick,
  hint,
  dir,
}: LinePlotProps) {
  const styles = useStyles();
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const layout = useMemo(
    () => lineLayout(points, { width, height, showValue, showTick }),
    [points, width, height, showValue, showTick],
  );
  const { active, onKeyDown, pointAt, onPointerLeave, onBlur } = useActiveItem(points.length);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) =>
    pointAt(nearestIndex(layout.xs, pointerX(event, width)));
  const point = active ? points[active.index] : undefined;
  const x = active ? layout.xs[active.index]! : 0;
  const y = active ? layout.ys[active.index]! : 0;
  const said = point ? `${showDay(point.date)}: ${showValue(point.value)}` : '';
  return (
    <div
      ref={ref}
      className={styles.plot}
      role="group"
      aria-label={hint}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <LineLayer layout={layout} dir={dir} lineClass={styles.line} />
        {point && (
          <g data-testid="chart-highlight">
            <line
              className={styles.guide}
              x1={x}
              x2={x}
              y1={layout.box.top}
              y2={layout.box.bottom}
            />
            <circle className={styles.marker} cx={x} cy={y} r={5} />
          </g>
        )}
      </svg>
      {point && (
        <ChartTooltip
          x={x}
          y={y}
          plotWidth={width}
          dir={dir}
          title={showDay(point.date)}
          value={showValue(point.value)}
        />
      )}
      <ChartAnnouncement text={active?.source === 'keyboard' ? said : ''} dir={dir} />
    </div>
  );
}

/** The axes and the line: unchanged while only the highlight moves. */
const LineLayer = memo(function LineLayer({
  layout,
  dir,
  lineClass,
}: {
  layout: LineLayout;
  dir: TextDirection;
  lineClass: string;
}) {
  return (
    <>
      <ValueGrid ticks={layout.valueTicks} box={layout.box} side="left" dir={dir} />
      <Baseline box={layout.box} ticks={layout.timeTicks} dir={dir} />
      <path className={lineClass} d={layout.path} data-testid="chart-line" />
    </>
  );
});
