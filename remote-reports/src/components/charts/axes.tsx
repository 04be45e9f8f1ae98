// The axes the line and bar charts share: horizontal grid lines with their values at the side
// of the plot, and a baseline with labels below it.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { AxisTick, PlotBox } from './plot';
import { anchorFor, type LabelEdge, type TextDirection } from './svg-text';

const useStyles = makeStyles({
  grid: { stroke: tokens.colorNeutralStroke3, strokeWidth: '1px', shapeRendering: 'crispEdges' },
  baseline: {
    stroke: tokens.colorNeutralStroke1,
    strokeWidth: '1px',
    shapeRendering: 'crispEdges',
  },
  label: {
    fill: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
  },
});

const LABEL_GAP = 8;

export interface ValueGridProps {
  ticks: readonly AxisTick[];
  box: PlotBox;
  /** The side of the plot the values are written on. */
  side: 'left' | 'right';
  dir: TextDirection;
}

export function ValueGrid({ ticks, box, side, dir }: ValueGridProps) {
  const styles = useStyles();
  const x = side === 'left' ? box.left - LABEL_GAP : box.right + LABEL_GAP;
  const anchor = anchorFor(side === 'left' ? 'right' : 'left', dir);
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.at}>
          <line className={styles.grid} x1={box.left} x2={box.right} y1={tick.at} y2={tick.at} />
          <text
            className={styles.label}
            x={x}
            y={tick.at}
            dy="0.32em"
            direction={dir}
            textAnchor={anchor}
          >
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export interface BaselineProps {
  box: PlotBox;
  /** The baseline's height; the plot's bottom unless values go below zero. */
  y?: number;
  ticks?: readonly (AxisTick & { edge: LabelEdge })[];
  dir: TextDirection;
}

export function Baseline({ box, y = box.bottom, ticks = [], dir }: BaselineProps) {
  const styles = useStyles();
  return (
    <g>
      <line className={styles.baseline} x1={box.left} x2={box.right} y1={y} y2={y} />
      {ticks.map((tick) => (
        <g key={tick.at}>
          <line className={styles.baseline} x1={tick.at} x2={tick.at} y1={y} y2={y + 4} />
          <text
            className={styles.label}
            x={tick.at}
            y={y + 18}
            direction={dir}
            textAnchor={anchorFor(tick.edge, dir)}
          >
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}
