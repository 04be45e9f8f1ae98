// What a chart's highlighted item says, in two forms: a tooltip beside it for the eye, and a
// polite live region for screen readers. The tooltip is hidden from them so the words are
// heard once, and the live region speaks only for keyboard moves (a pointer sweeping a line
// would queue hundreds of announcements).
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { TextDirection } from './svg-text';
import { useVisuallyHiddenStyles } from './visually-hidden';

const useStyles = makeStyles({
  tooltip: {
    position: 'absolute',
    zIndex: 1,
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
  },
  title: { color: tokens.colorNeutralForeground3 },
  value: { fontWeight: tokens.fontWeightSemibold },
});

const GAP = 10;

export interface ChartTooltipProps {
  /** The highlighted spot, in pixels from the plot's top left corner. */
  x: number;
  y: number;
  /** The plot's width: past its middle the tooltip goes to the spot's left. */
  plotWidth: number;
  dir: TextDirection;
  title: string;
  value: string;
}

export function ChartTooltip({ x, y, plotWidth, dir, title, value }: ChartTooltipProps) {
  const styles = useStyles();
  // Placed with inline styles: Griffel would swap a class's left and right on RTL pages.
  const across = x > plotWidth / 2 ? `calc(-100% - ${GAP}px)` : `${GAP}px`;
  const down = y < 56 ? `${GAP}px` : `calc(-100% - ${GAP}px)`;
  return (
    <div
      className={styles.tooltip}
      dir={dir}
      aria-hidden="true"
      data-testid="chart-tooltip"
      style={{ left: x, top: y, transform: `translate(${across}, ${down})` }}
    >
      <div className={styles.title}>{title}</div>
      <div className={styles.value}>{value}</div>
    </div>
  );
}

export function ChartAnnouncement({ text, dir }: { text: string; dir: TextDirection }) {
  const styles = useVisuallyHiddenStyles();
  return (
    <span className={styles.hidden} dir={dir} aria-live="polite" data-testid="chart-announcement">
      {text}
    </span>
  );
}
