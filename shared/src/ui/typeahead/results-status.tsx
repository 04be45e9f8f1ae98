// The spec's typeahead texts (`Crm::NoResultsAvailable`, `Crm::ResultsAvailable{0}`) with the
// count in the page's digits, and the visually hidden polite region that says them.
import { makeStyles } from '@fluentui/react-components';
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';

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

/** «۳ نتیجه موجود است» or «نتیجه‌ای یافت نشد». */
export function useResultsText(): (count: number) => string {
  const localize = useLocalize();
  const { digits } = useDisplayFormat();
  return (count) =>
    count === 0
      ? localize('Crm::NoResultsAvailable')
      : localize('Crm::ResultsAvailable{0}', digits(count));
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
