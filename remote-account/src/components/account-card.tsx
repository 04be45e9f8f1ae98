import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function useAccountStyles() {
  return useStyles();
}

/** An account-layout page: a title and its content (the layout draws the card). */
export function AccountPage(props: { title: string; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card} data-testid={props.testId}>
      <Text as="h1" size={600} weight="semibold">
        {props.title}
      </Text>
      {props.children}
    </section>
  );
}
