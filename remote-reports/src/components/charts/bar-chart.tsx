// Bars with their names written below them (HTML, so long names wrap), the values on the side
// the page reads from. Where the bands are too narrow for a word (a phone), the names go to a
// legend of colour swatches below instead: a Persian word cut mid-word misreads. Hovering a band
// or moving with the arrow keys highlights its bar with a tooltip; keyboard moves are announced.
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useMemo, type PointerEvent } from 'react';
import { Baseline, ValueGrid } from './axes';
import { bandAt, barLayout, barPath, namesFitBands, OUTER_MARGIN } from './bar-geometry';
import { ChartAnnouncement, ChartTooltip } from './chart-tooltip';
import { pointerX } from './plot';
import type { TextDirection } from './svg-text';
import { useActiveItem } from './use-active-item';
import { useContainerWidth } from './use-container-width';

/** Room below the plot for the bars' names (two or three lines). */
const NAME_BAND = 56;
/** Below this band width the names are written smaller. */
const CROWDED_BAND = 56;

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
  bar: { transitionProperty: 'opacity', transitionDuration: tokens.durationFaster },
  dimmed: { opacity: 0.35 },
  names: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalXS,
    minHeight: `${NAME_BAND}px`,
    paddingTop: tokens.spacingVerticalXS,
    textAlign: 'center',
    // Words break only when one alone is wider than its band: Persian cut mid-word misreads.
    overflowWrap: 'break-word',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  crowded: {
    columnGap: '2px',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
  },
  legend: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    paddingTop: tokens.spacingVerticalS,
    paddingInline: `${OUTER_MARGIN}px`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  legendItem: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
  },
  swatch: { width: '10px', height: '10px', borderRadius: '2px', flexShrink: 0 },
});

export interface BarDatum {
  key: string;
  name: string;
  value: number;
  /** The value as the tooltip shows it. */
  shown: string;
  color: string;
}

export interface BarChartProps {
  bars: readonly BarDatum[];
  height?: number;
  showValue: (value: number) => string;
  hint: string;
  dir: TextDirection;
}

export function BarChart({ bars, height = 300, showValue, hint, dir }: BarChartProps) {
  const styles = useStyles();
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const mirrored = dir === 'rtl';
  const plotHeight = height - NAME_BAND;
  const layout = useMemo(
    () =>
      barLayout(
        bars.map((bar) => bar.value),
        { width, height: plotHeight, showValue, mirrored },
      ),
    [bars, width, plotHeight, showValue, mirrored],
  );
  const { active, onKeyDown, pointAt, onPointerLeave, onBlur } = useActiveItem(
    bars.length,
    mirrored,
  );
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) =>
    pointAt(bandAt(pointerX(event, width), bars.length, layout.box, mirrored));
  const current = active ? bars[active.index] : undefined;
  const place = active ? layout.bars[active.index] : undefined;
  return (
    <div>
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
          viewBox={`0 0 ${width} ${plotHeight}`}
          aria-hidden="true"
          focusable="false"
        >
          <ValueGrid
            ticks={layout.valueTicks}
            box={layout.box}
            side={mirrored ? 'right' : 'left'}
            dir={dir}
          />
          {bars.map((bar, i) => (
            <path
              key={bar.key}
              d={barPath(layout.bars[i]!)}
              fill={bar.color}
              className={mergeClasses(styles.bar, current && current !== bar && styles.dimmed)}
            />
          ))}
          <Baseline box={layout.box} y={layout.zero} dir={dir} />
        </svg>
        {current && place && (
          <ChartTooltip
            x={place.center}
            y={place.y}
            plotWidth={width}
            dir={dir}
            title={current.name}
            value={current.shown}
          />
        )}
        <ChartAnnouncement
          text={current && active?.source === 'keyboard' ? `${current.name}: ${current.shown}` : ''}
          dir={dir}
        />
      </div>
      {!namesFitBands(
        bars.map((bar) => bar.name),
        layout.bandWidth,
      ) ? (
        <BarLegend bars={bars} />
      ) : (
        <div
          className={mergeClasses(styles.names, layout.bandWidth < CROWDED_BAND && styles.crowded)}
          aria-hidden="true"
          style={{
            gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))`,
            paddingInlineStart: layout.gutter,
            paddingInlineEnd: OUTER_MARGIN,
          }}
        >
          {bars.map((bar) => (
            <span key={bar.key}>{bar.name}</span>
          ))}
        </div>
      )}
    </div>
  );
}

/** The bars' names by colour, each name whole on one line, in the bars' reading order. */
function BarLegend({ bars }: { bars: readonly BarDatum[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-hidden="true" data-testid="bar-legend">
      {bars.map((bar) => (
        <li key={bar.key} className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: bar.color }} />
          {bar.name}
        </li>
      ))}
    </ul>
  );
}
