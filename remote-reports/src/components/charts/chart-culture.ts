// The labels of a chart in the page's language, from the one date and number module like
// every other text of the page (never Intl directly), and the page's direction. The
// formatters keep their identity between renders so drawings memoized on them stay.
import { formatCompactNumber, formatPercent } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { useFluent } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { TextDirection } from './svg-text';

export function useChartCulture() {
  const { language, date } = useDisplayFormat();
  const dir: TextDirection = useFluent().dir;
  return useMemo(
    () => ({
      language,
      dir,
      compact: (value: number) => formatCompactNumber(value, language),
      /** A ratio (0.123) as a percentage with one decimal at most. */
      percent: (value: number) => formatPercent(value * 100, language, { maxFractionDigits: 1 }),
      day: date,
    }),
    [language, dir, date],
  );
}
