// The frame of every page a remote draws: a section with the page's one h1 and what sits beside
// it, then the page's content, spaced as one column. Pages differ in what they put in the slots,
// never in the frame's own layout.
import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface PageFrameProps {
  /** `data-testid` of the section (e2e tests find pages by it). */
  testId: string;
  /** The h1's text, already localized. */
  title: ReactNode;
  /** Beside the h1: a badge, a busy spinner. */
  besideTitle?: ReactNode;
  /** At the header's far end: the page's main actions or pickers. */
  actions?: ReactNode;
  /** The page is loading new data (`aria-busy`). */
  busy?: boolean;
  children?: ReactNode;
}

export function PageFrame({ testId, title, besideTitle, actions, busy, children }: PageFrameProps) {
  const styles = useStyles();
  const heading = (
    <Text as="h1" size={700} weight="semibold">
      {title}
    </Text>
  );
  return (
    <section className={styles.page} data-testid={testId} aria-busy={busy}>
      {besideTitle || actions ? (
        <div className={styles.header}>
          <div className={styles.title}>
            {heading}
            {besideTitle}
          </div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
