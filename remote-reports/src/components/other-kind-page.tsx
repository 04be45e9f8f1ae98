// A report made for one basket kind, opened while a basket of the other kind is selected: the
// page still says what it is (its h1) and why it has nothing to show.
import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { EmptyState } from './report-states';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function OtherKindPage({
  testId,
  title,
  details,
}: {
  testId: string;
  title: string;
  /** What to select instead, e.g. "choose a joint basket above". */
  details: string;
}) {
  return (
    <section className={useStyles().page} data-testid={testId}>
      <Text as="h1" size={700} weight="semibold">
        {title}
      </Text>
      <EmptyState title={details} />
    </section>
  );
}
