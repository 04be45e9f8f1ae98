// A page of a list held in memory, as DataTable asks for it (ABP's list query: sorting by a
// column key, then skipCount/maxResultCount).
import type { ListQuery, PagedResult } from '@crm/shared/ui';

export type SortKeys<T> = Record<string, (row: T) => string | number | boolean | null>;

export function localPage<T>(
  items: readonly T[],
  query: ListQuery,
  keys: SortKeys<T>,
): PagedResult<T> {
  const [key, direction] = (query.sorting ?? '').split(' ');
  const of = key ? keys[key] : undefined;
  const sorted = of
    ? [...items].sort((a, b) => {
        const x = of(a) ?? '';
        const y = of(b) ?? '';
        const order = x < y ? -1 : x > y ? 1 : 0;
        return direction === 'desc' ? -order : order;
      })
    : [...items];
  return {
    items: sorted.slice(query.skipCount, query.skipCount + query.maxResultCount),
    totalCount: items.length,
  };
}
