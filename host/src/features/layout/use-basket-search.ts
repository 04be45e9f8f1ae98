// The back office's basket search: the tenant's baskets whose name or code holds the typed text,
// asked 300 ms after the last key (the spec's list-query debounce); an answer to an older text is
// dropped.
import { findTenantBaskets, type Basket } from '@crm/shared';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export type BasketSearch =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; items: Basket[]; totalCount: number }
  | { status: 'failed' };

/** Searches while `active` (the picker is open); `text` is what the user typed. */
export function useBasketSearch(text: string, active: boolean): BasketSearch {
  const [search, setSearch] = useState<BasketSearch>({ status: 'idle' });
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setSearch({ status: 'loading' });
    const timer = setTimeout(() => {
      findTenantBaskets(text, controller.signal).then(
        (page) => setSearch({ status: 'ready', ...page }),
        () => !controller.signal.aborted && setSearch({ status: 'failed' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active]);
  return search;
}
