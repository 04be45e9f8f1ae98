// A DataTable showing a list query's page (useListQuery): its rows and count, sorting, paging
// and loading come from the query; the rest are the table's own props.
import { DataTable, type DataTableProps } from './data-table';
import type { ListQueryState } from './use-list-query';

type FromList = 'items' | 'totalCount' | 'query' | 'onQueryChange' | 'loading';

export type ListTableProps<T> = Omit<DataTableProps<T>, FromList> & {
  list: Pick<ListQueryState<T>, FromList>;
};

export function ListTable<T>({ list, ...table }: ListTableProps<T>) {
  return (
    <DataTable
      {...table}
      items={list.items}
      totalCount={list.totalCount}
      query={list.query}
      onQueryChange={list.onQueryChange}
      loading={list.loading}
    />
  );
}
