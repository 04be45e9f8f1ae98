// A donut with its legend as an HTML list beside it. Hovering a slice or a legend item, or
// focusing the item, highlights the slice and names it with its share in the hole. The
// drawing is hidden from screen readers: the legend says the same in words.
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { sliceAngles, slicePath } from './donut-geometry';
import type { TextDirection } from './svg-text';
import { useContainerWidth } from './use-container-width';

const useStyles = makeStyles({
  chart: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
  },
  ring: { position: 'relative', flexShrink: 0 },
  svg: { display: 'block' },
  slice: {
    stroke: tokens.colorNeutralBackground1,
    strokeWidth: '2px',
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
  },
  dimmed: { opacity: 0.35 },
  hole: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    right: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    pointerEvents: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  share: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  legend: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Hover },
  swatch: { width: '12px', height: '12px', borderRadius: '2px', flexShrink: 0 },
});

export interface DonutSlice {
  key: string;
  name: string;
  /** The share as shown, e.g. ۷۲٫۶٪. */
  share: string;
  value: number;
  color: string;
}

export interface DonutChartProps {
  slices: readonly DonutSlice[];
  size?: number;
  innerRadius?: number;
  dir: TextDirection;
}

export function DonutChart({ slices, size = 260, innerRadius = 60, dir }: DonutChartProps) {
  const styles = useStyles();
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const side = Math.min(size, width);
  const outer = side / 2 - 4;
  const inner = Math.min(innerRadius * (side / size), outer * 0.7);
  const paths = useMemo(() => {
    const ring = { cx: side / 2, cy: side / 2, outer, inner };
    return sliceAngles(slices.map((slice) => slice.value)).map((angles) => slicePath(angles, ring));
  }, [slices, side, outer, inner]);
  const current = active === null ? undefined : slices[active];
  const leave = () => setActive(null);
  return (
    <div ref={ref} className={styles.chart}>
      <div className={styles.ring} style={{ width: side, height: side }}>
        <svg className={styles.svg} width={side} height={side} aria-hidden="true" focusable="false">
          {/* Mirrored in RTL, so slices follow the reading direction from twelve o'clock. */}
          <g transform={dir === 'rtl' ? `translate(${side} 0) scale(-1 1)` : undefined}>
            {slices.map((slice, i) => (
              <path
                key={slice.key}
                d={paths[i]}
                fill={slice.color}
                className={mergeClasses(
                  styles.slice,
                  active !== null && active !== i && styles.dimmed,
                )}
                onPointerEnter={() => setActive(i)}
                onPointerLeave={leave}
              />
            ))}
          </g>
        </svg>
        {current && (
          <div className={styles.hole} aria-hidden="true" data-testid="chart-tooltip" dir={dir}>
            <div style={{ maxWidth: inner * 1.6 }}>{current.name}</div>
            <div className={styles.share}>{current.share}</div>
          </div>
        )}
      </div>
      <ul className={styles.legend}>
        {slices.map((slice, i) => (
          <li
            key={slice.key}
            className={mergeClasses(styles.item, active === i && styles.current)}
            tabIndex={0}
            onFocus={() => setActive(i)}
            onBlur={leave}
            onPointerEnter={() => setActive(i)}
            onPointerLeave={leave}
          >
            <span className={styles.swatch} style={{ backgroundColor: slice.color }} />
            {slice.name} {slice.share}
          </li>
        ))}
      </ul>
    </div>
  );
}
