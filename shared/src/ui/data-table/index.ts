export { type CellKind } from './cell-value';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export {
  createListQuery,
  nextSorting,
  pageIndexOf,
  parseSorting,
  withPage,
  type ListQuery,
  type PagedResult,
  type SortDirection,
} from './list-query';
export { ListTable, type ListTableProps } from './list-table';
export { Pager, type PagerProps } from './pager';
export { useListQuery, type ListQueryState, type UseListQueryOptions } from './use-list-query';
