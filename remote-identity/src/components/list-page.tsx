// The frame of an administration list: the title, the "new" button when the caller may create,
// the search box (the list query applies it 300 ms after typing stops), the table of the list
// query's page, and the page's dialogs.
import { useLocalize } from '@crm/shared';
import {
  ListTable,
  PageFrame,
  useFluentLabels,
  type DataTableColumn,
  type ListQueryState,
} from '@crm/shared/ui';
import { makeStyles, SearchBox } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  search: { maxWidth: '360px', width: '100%' },
});

export interface ListPageProps<T> {
  testId: string;
  /** `Resource::Key` of the title, which also names the table. */
  title: string;
  /** The "new" button; left out when the caller may not create. */
  create?: { label: string; onClick: () => void } | undefined;
  list: ListQueryState<T>;
  columns: DataTableColumn<T>[];
  getRowId: (item: T) => string;
  /** The page's dialogs. */
  children?: ReactNode;
}

export function ListPage<T>({
  testId,
  title,
  create,
  list,
  columns,
  getRowId,
  children,
}: ListPageProps<T>) {
  const styles = useStyles();
  const localize = useLocalize();
  const labels = useFluentLabels();
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
        value={list.filter}
        placeholder={localize('AbpUi::Search...')}
        aria-label={localize('AbpUi::Search...')}
        dismiss={labels.searchClear}
        onChange={(_event, data) => list.setFilter(data.value)}
      />
      <ListTable list={list} aria-label={localize(title)} columns={columns} getRowId={getRowId} />
      {children}
    </PageFrame>
  );
}
