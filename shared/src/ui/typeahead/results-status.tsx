// The spec's typeahead texts (`Crm::NoResultsAvailable`, `Crm::ResultsAvailable{0}`) with the
// count in the page's digits, and the visually hidden polite region that says them.
import { makeStyles } from '@fluentui/react-components';
import { localizeDigits, useLocalize, useTranslation } from '@crm/shared';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * «۳ نتیجه موجود است» or «نتیجه‌ای یافت نشد». The digits come from the root entry, not from
 * `useDisplayFormat`: its date formatting would bring the calendars into the shell's layout,
 * which draws no date (and the first page's remote bundles its own).
 */
export function useResultsText(): (count: number) => string {
  const localize = useLocalize();
  const { i18n } = useTranslation();
  return (count) =>
    count === 0
      ? localize('Crm::NoResultsAvailable')
      : localize('Crm::ResultsAvailable{0}', localizeDigits(count, i18n.language));
}

/** Says `text` politely; an empty text says nothing (a closed list is not announced). */
export function ResultsStatus({ text, testId }: { text: string; testId: string }) {
  const styles = useStyles();
  return (
    <span className={styles.hidden} role="status" aria-live="polite" data-testid={testId}>
      {text}
    </span>
  );
}
