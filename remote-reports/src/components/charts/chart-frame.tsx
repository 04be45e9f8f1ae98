// Charts render inside a Fluent provider of their own: @fluentui/react-charts reads the text
// direction and theme through @fluentui/react-shared-contexts, which Module Federation does not
// share, so the remote's copy must be given the page's direction here (y axis on the right and
// mirrored layout in Persian). Numbers use the fa-IR culture (Persian digits) in Persian.
import { crmTheme } from '@crm/shared';
import { makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { FluentProvider } from '@fluentui/react-provider';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The chart culture and number formats of the page's language. */
export function useChartCulture() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const persian = language.startsWith('fa');
  const culture = persian ? 'fa-IR' : 'en-US';
  const compact = new Intl.NumberFormat(culture, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(culture, { style: 'percent', maximumFractionDigits: 1 });
  return {
    language,
    culture,
    compact: (value: number) => compact.format(value),
    percent: (value: number) => percent.format(value),
  };
}
