// Charts render inside a Fluent provider of their own: @fluentui/react-charts reads the text
// direction and theme through @fluentui/react-shared-contexts, which Module Federation does not
// share, so the remote's copy must be given the page's direction here (y axis on the right and
// mirrored layout in Persian). Labels come from the one date and number module, never Intl.
import { crmTheme, useDisplayFormat } from '@crm/shared';
import { formatCompactNumber, formatPercent, isPersian } from '@crm/shared/persian';
import { makeStyles, useFluent } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { FluentProvider } from '@fluentui/react-provider';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  frame: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  // Read by assistive technology, not shown: the chart is the visible form of the same facts.
  description: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface ChartFrameProps {
  label: string;
  /** The chart in words (its text alternative). */
  description: string;
  children: ReactNode;
  testId?: string;
  /** Time axes run left to right in both languages, as on Iranian market charts. */
  direction?: 'page' | 'ltr';
}

export function ChartFrame({
  label,
  description,
  children,
  testId,
  direction = 'page',
}: ChartFrameProps) {
  const page = useFluent().dir;
  const descriptionId = useId();
  const dir = direction === 'ltr' ? 'ltr' : page;
  const styles = useStyles();
  return (
    <figure
      className={styles.frame}
      aria-label={label}
      aria-describedby={descriptionId}
      data-testid={testId}
      data-print="keep"
      style={{ margin: 0 }}
    >
      <p id={descriptionId} className={styles.description} data-testid="chart-description">
        {description}
      </p>
      <FluentProvider dir={dir} theme={crmTheme} applyStylesToPortals>
        {children}
      </FluentProvider>
    </figure>
  );
}

/**
 * The chart culture (for Fluent's own axis layout) and the labels of the page's language, from
 * the one date and number module like every other text of the page.
 */
export function useChartCulture() {
  const { language, date } = useDisplayFormat();
  return {
    language,
    culture: isPersian(language) ? 'fa-IR' : 'en-US',
    compact: (value: number) => formatCompactNumber(value, language),
    /** A ratio (0.123) as a percentage with one decimal at most. */
    percent: (value: number) => formatPercent(value * 100, language, { maxFractionDigits: 1 }),
    day: date,
  };
}
