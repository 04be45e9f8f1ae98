// A report made for one basket kind, opened while a basket of the other kind is selected: the
// page still says what it is (its h1) and why it has nothing to show.
import { PageFrame } from '@crm/shared/ui';
import { EmptyState } from './report-states';

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
    <PageFrame testId={testId} title={title}>
      <EmptyState title={details} />
    </PageFrame>
  );
}
