import { act, renderHook } from '@testing-library/react';
import { LIST_FILTER_DEBOUNCE_MS } from '../constants';
import type { ListQuery, PagedResult } from './list-query';
import { useListQuery } from './use-list-query';

type Fetch = (query: ListQuery) => Promise<PagedResult<string>>;

function deferredFetch() {
  const calls: {
    query: ListQuery;
    resolve: (page: PagedResult<string>) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetch: jest.MockedFunction<Fetch> = jest.fn(
    (query) =>
      new Promise((resolve, reject) => {
        calls.push({ query, resolve, reject });
      }),
  );
  return { fetch, calls };
}

describe('useListQuery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads page 0 with 10 rows first', async () => {
    const { fetch, calls } = deferredFetch();
    const { result } = renderHook(() => useListQuery({ fetch }));
    expect(fetch).toHaveBeenCalledWith({ skipCount: 0, maxResultCount: 10 });
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0]!.resolve({ items: ['a'], totalCount: 1 }));
    expect(result.current.items).toEqual(['a']);
    expect(result.current.totalCount).toBe(1);
    expect(result.current.loading).toBe(false);
  });

  it('applies the filter 300 ms after typing stops, from page 0', async () => {
    const { fetch } = deferredFetch();
    const { result } = renderHook(() => useListQuery({ fetch, initial: { skipCount: 20 } }));
    act(() => result.current.setFilter('a'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.setFilter('ab '));
    expect(result.current.filter).toBe('ab ');
    act(() => jest.advanceTimersByTime(LIST_FILTER_DEBOUNCE_MS - 1));
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ skipCount: 0, maxResultCount: 10, filter: 'ab' });
  });

  it('keeps only the answer to the latest query', async () => {
    const { fetch, calls } = deferredFetch();
    const { result } = renderHook(() => useListQuery({ fetch }));
    act(() => result.current.onQueryChange({ ...result.current.query, skipCount: 10 }));
    await act(async () => calls[1]!.resolve({ items: ['page 2'], totalCount: 20 }));
    await act(async () => calls[0]!.resolve({ items: ['page 1'], totalCount: 20 }));
    expect(result.current.items).toEqual(['page 2']);
  });

  it('loads again on refresh and keeps the error of a failed load', async () => {
    const { fetch, calls } = deferredFetch();
    const { result } = renderHook(() => useListQuery({ fetch }));
    const failure = new Error('offline');
    await act(async () => calls[0]!.reject(failure));
    expect(result.current.error).toBe(failure);
    expect(result.current.loading).toBe(false);
    act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve({ items: [], totalCount: 0 }));
    expect(result.current.error).toBeUndefined();
  });
});
