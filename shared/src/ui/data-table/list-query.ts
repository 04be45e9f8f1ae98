// ABP's list query: the caller owns `{ filter, skipCount, maxResultCount, sorting }` and the
// table only asks for changes. Pages count from 0; `sorting` is `'key asc'` or `'key desc'`.
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';

export interface ListQuery {
  filter?: string;
  skipCount: number;
  maxResultCount: number;
  sorting?: string;
}

export interface PagedResult<T> {
  items: T[];
  totalCount: number;
}

export type SortDirection = 'asc' | 'desc';

export function createListQuery(overrides: Partial<ListQuery> = {}): ListQuery {
  return { skipCount: FIRST_PAGE, maxResultCount: DEFAULT_PAGE_SIZE, ...overrides };
}

export function pageIndexOf(query: ListQuery): number {
  return Math.floor(query.skipCount / query.maxResultCount);
}

export function pageCountOf(query: ListQuery, totalCount: number): number {
  return Math.ceil(totalCount / query.maxResultCount);
}

export function withPage(query: ListQuery, pageIndex: number): ListQuery {
  return { ...query, skipCount: pageIndex * query.maxResultCount };
}

export function parseSorting(
  sorting: string | undefined,
): { key: string; direction: SortDirection } | null {
  const match = /^\s*(\S+)\s+(asc|desc)\s*$/i.exec(sorting ?? '');
  if (!match) return null;
  return { key: match[1]!, direction: match[2]!.toLowerCase() as SortDirection };
}

/** Clicking a column cycles its sorting: ascending, descending, then none. */
export function nextSorting(sorting: string | undefined, key: string): string | undefined {
  const current = parseSorting(sorting);
  if (current?.key !== key) return `${key} asc`;
  return current.direction === 'asc' ? `${key} desc` : undefined;
}
