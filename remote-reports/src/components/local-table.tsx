// A table over rows already loaded (holdings, flows): sorted and paged in the browser with the
// kit's DataTable, so it looks and behaves like the server-paged lists.
import {
  createListQuery,
  DataTable,
  parseSorting,
  type DataTableColumn,
  type ListQuery,
} from '@crm/shared/ui';
import { useMemo, useState } from 'react';

export interface LocalTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  pageSize?: number;
  label: string;
  emptyMessage?: string;
  getRowId?: (row: T, index: number) => string | number;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'fa');
}

export function LocalTable<T>({
  columns,
  rows,
  pageSize = 20,
  label,
  emptyMessage,
  getRowId,
}: LocalTableProps<T>) {
  const [query, setQuery] = useState<ListQuery>(() =>
    createListQuery({ maxResultCount: pageSize }),
  );
  const sorted = useMemo(() => {
    const sorting = parseSorting(query.sorting);
    if (!sorting) return rows;
    const column = columns.find((c) => c.key === sorting.key);
    const valueOf = (row: T) =>
      column?.value ? column.value(row) : (row as Record<string, unknown>)[sorting.key];
    const sign = sorting.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(valueOf(a), valueOf(b)));
  }, [rows, columns, query.sorting]);
  const page = sorted.slice(query.skipCount, query.skipCount + query.maxResultCount);
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      items={page}
      totalCount={rows.length}
      query={query}
      onQueryChange={setQuery}
      {...(emptyMessage ? { emptyMessage } : {})}
      {...(getRowId ? { getRowId } : {})}
    />
  );
}
