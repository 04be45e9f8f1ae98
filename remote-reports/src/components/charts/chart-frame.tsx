// A chart's figure: its name, its text alternative (the chart in words, for those who cannot
// see it) and the drawing. Time axes run left to right in both languages, as on Iranian market
// charts; other charts follow the page.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useId, type ReactNode } from 'react';
import { useVisuallyHiddenStyles } from './visually-hidden';

const useStyles = makeStyles({
  frame: {
    margin: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
  },
});

export interface ChartFrameProps {
  label: string;
  /** The chart in words (its text alternative). */
  description: string;
  children: ReactNode;
  testId?: string;
  direction?: 'page' | 'ltr';
}

export function ChartFrame({
  label,
  description,
  children,
  testId,
  direction = 'page',
}: ChartFrameProps) {
  const descriptionId = useId();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  return (
    <figure
      className={styles.frame}
      aria-label={label}
      aria-describedby={descriptionId}
      data-testid={testId}
      data-print="keep"
    >
      <p id={descriptionId} className={hidden.hidden} data-testid="chart-description">
        {description}
      </p>
      <div dir={direction === 'ltr' ? 'ltr' : undefined}>{children}</div>
    </figure>
  );
}
