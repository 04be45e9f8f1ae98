import { useCallback, useEffect, useRef, useState } from 'react';
import { LIST_FILTER_DEBOUNCE_MS } from '../constants';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { createListQuery, type ListQuery, type PagedResult } from './list-query';

export interface UseListQueryOptions<T> {
  /** Loads one page; called again whenever the query changes or on `refresh`. */
  fetch: (query: ListQuery) => Promise<PagedResult<T>>;
  /** The first query (page 0, 10 rows unless given). */
  initial?: Partial<ListQuery>;
}

export interface ListQueryState<T> {
  query: ListQuery;
  /** Give to <DataTable onQueryChange>. */
  onQueryChange: (query: ListQuery) => void;
  /** The filter as typed; it reaches the query (and page 0) 300 ms after typing stops. */
  filter: string;
  setFilter: (filter: string) => void;
  items: T[];
  totalCount: number;
  loading: boolean;
  error: unknown;
  refresh: () => void;
}

/** ABP's list service as a hook: the query, its debounced filter and the loaded page. */
export function useListQuery<T>({ fetch, initial }: UseListQueryOptions<T>): ListQueryState<T> {
  const [query, setQuery] = useState(() => createListQuery(initial));
  const [filter, setFilterText] = useState(initial?.filter ?? '');
  const [result, setResult] = useState<PagedResult<T>>({ items: [], totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [version, setVersion] = useState(0);
  const latestFetch = useRef(fetch);
  useEffect(() => {
    latestFetch.current = fetch;
  });

  const applyFilter = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    setQuery((current) => ({ ...current, filter: trimmed || undefined, skipCount: 0 }));
  }, LIST_FILTER_DEBOUNCE_MS);

  const setFilter = useCallback(
    (text: string) => {
      setFilterText(text);
      applyFilter.run(text);
    },
    [applyFilter],
  );

  useEffect(() => {
    // Only the answer to the latest query counts; an older one arriving late is dropped.
    let latest = true;
    setLoading(true);
    latestFetch.current(query).then(
      (page) => {
        if (!latest) return;
        setResult(page);
        setError(undefined);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!latest) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => {
      latest = false;
    };
  }, [query, version]);

  return {
    query,
    onQueryChange: setQuery,
    filter,
    setFilter,
    items: result.items,
    totalCount: result.totalCount,
    loading,
    error,
    refresh: useCallback(() => setVersion((value) => value + 1), []),
  };
}
