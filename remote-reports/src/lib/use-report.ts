// A report's data for the basket selected in the navbar: loaded when the page opens and again
// whenever the basket (or any of `deps`) changes; an answer for an earlier basket or query that
// arrives late is dropped, and switching basket never shows the previous basket's figures.
import { useSelectedBasket, useBaskets } from '@crm/shared';
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface ReportState<T> {
  basketId: string | undefined;
  /** No basket to report on (none approved, or the list failed). */
  noBasket: boolean;
  data: T | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

export function useReport<T>(
  load: (basketId: string, signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): ReportState<T> {
  const selected = useSelectedBasket();
  const listStatus = useBaskets((state) => state.status);
  const basketId = selected ? String(selected.basketID) : undefined;
  const [result, setResult] = useState<{ basketId?: string; data?: T; error?: unknown }>({});
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!basketId) return;
    const controller = new AbortController();
    setLoading(true);
    load(basketId, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setResult({ basketId, data });
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ basketId, error });
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `deps` name what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basketId, version, ...deps]);

  const sameBasket = result.basketId === basketId;
  return {
    basketId,
    noBasket: !basketId && (listStatus === 'ready' || listStatus === 'failed'),
    data: sameBasket ? result.data : undefined,
    loading: basketId ? loading || !sameBasket : listStatus !== 'ready' && listStatus !== 'failed',
    error: sameBasket ? result.error : undefined,
    retry: useCallback(() => setVersion((n) => n + 1), []),
  };
}
