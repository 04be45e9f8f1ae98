// A server-paged report over a period (turnover, deals): the basket's valued span first, then
// pages of the list for the chosen period; the list goes back to its first page whenever the
// basket, the period or an extra filter changes. `exportAll` reads every page for a CSV.
import { useListQuery, type ListQuery } from '@crm/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { basketSpan } from './basket-span';
import { presetRange, type DayRange } from './periods';
import type { Period } from './use-period-report';
import { useReport, type ReportState } from './use-report';

export interface Page<T> {
  items: T[];
  totalCount: number;
}

const EXPORT_PAGE = 1000;

export function usePagedReport<T, P extends Page<T>>(
  loadPage: (query: { basketId: string } & DayRange, list: ListQuery) => Promise<P>,
  initial: Period,
  filterKey = '',
  initialQuery: Partial<ListQuery> = {},
) {
  const [period, setPeriod] = useState<Period>(initial);
  const span = useReport((basketId, signal) => basketSpan(basketId, signal), []);
  const range: DayRange | undefined = span.data
    ? period.preset === 'custom'
      ? { fromDate: period.fromDate, toDate: period.toDate }
      : presetRange(period.preset, span.data)
    : undefined;
  const target = span.basketId && range ? { basketId: span.basketId, ...range } : undefined;
  const [last, setLast] = useState<{ key: string; page: P } | undefined>();
  const key = target ? `${target.basketId}|${target.fromDate}|${target.toDate}|${filterKey}` : '';
  const current = useRef({ target, key, loadPage });
  current.current = { target, key, loadPage };
  const list = useListQuery<T>({
    initial: initialQuery,
    fetch: async (query) => {
      const { target: at, key: asked, loadPage: load } = current.current;
      if (!at) return { items: [], totalCount: 0 };
      const page = await load(at, query);
      setLast({ key: asked, page });
      return page;
    },
  });
  const { refresh, onQueryChange, query } = list;
  useEffect(() => {
    if (!key) return;
    if (query.skipCount !== 0) onQueryChange({ ...query, skipCount: 0 });
    else refresh();
    // Only a change of basket, period or filter restarts the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const page = last && last.key === key ? last.page : undefined;
  const error = span.error ?? list.error;
  const state: ReportState<{ span: DayRange; range: DayRange; page: P }> = {
    basketId: span.basketId,
    noBasket: span.noBasket,
    data: page && span.data && range ? { span: span.data, range, page } : undefined,
    // Waiting for the first page only while there is a basket to ask about and nothing failed:
    // without a basket (the back office before its pick) the page is not busy, it waits for one.
    loading: span.loading || list.loading || (!page && !span.noBasket && !error),
    error,
    retry: () => (span.error ? span.retry() : refresh()),
  };

  const exportAll = async (): Promise<T[]> => {
    if (!target) return [];
    const rows: T[] = [];
    for (let skip = 0; ; skip += EXPORT_PAGE) {
      const next = await loadPage(target, {
        ...query,
        skipCount: skip,
        maxResultCount: EXPORT_PAGE,
      });
      rows.push(...next.items);
      if (next.items.length < EXPORT_PAGE || rows.length >= next.totalCount) return rows;
    }
  };
  return { state, list, period, setPeriod, exportAll };
}
