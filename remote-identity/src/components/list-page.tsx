// The frame of an administration list: the title, the "new" button when the caller may create,
// the search box (the list query applies it 300 ms after typing stops) and the table.
import { useLocalize } from '@crm/shared';
import { PageFrame } from '@crm/shared/ui';
import { makeStyles, SearchBox } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  search: { maxWidth: '360px', width: '100%' },
});

export interface ListPageProps {
  testId: string;
  title: string;
  /** The "new" button; left out when the caller may not create. */
  create?: { label: string; onClick: () => void };
  filter: string;
  onFilterChange: (filter: string) => void;
  children: ReactNode;
}

export function ListPage({
  testId,
  title,
  create,
  filter,
  onFilterChange,
  children,
}: ListPageProps) {
  const styles = useStyles();
  const localize = useLocalize();
  return (
    <PageFrame
      testId={testId}
      title={localize(title)}
      actions={
        create && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={create.onClick}
            data-testid="list-create"
          >
            {localize(create.label)}
          </Button>
        )
      }
    >
      <SearchBox
        className={styles.search}
        value={filter}
        placeholder={localize('AbpUi::Search...')}
        aria-label={localize('AbpUi::Search...')}
        onChange={(_event, data) => onFilterChange(data.value)}
      />
      {children}
    </PageFrame>
  );
}
