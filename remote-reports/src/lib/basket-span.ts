// The selected basket's valued span (to-date-for-basket, then from-date-for-basket with that day),
// which every report over a period or a day asks for before its report. A page opened by its
// address learns its basket only when the shell has loaded the basket list, just before the first
// render; the span is asked for then (`askAhead`, from the page's code loader: span-first.ts),
// instead of from the page's first effect, so that the two calls overlap the rendering of the
// shell and the page.
import { basketStore, type Basket } from '@crm/shared';
import { matchPath } from '@crm/shared/routing';
import { reportsApi } from '../api/reports-api';
import type { DayRange } from './periods';

/** How long a span asked for ahead stays good for the page that takes it. */
const AHEAD_MS = 10_000;

let ahead: { basketId: string; at: number; span: Promise<DayRange> } | undefined;

export type BasketKind = 'special' | 'joint';

const kindOf = (basket: Basket) => (basket as { kind?: unknown }).kind;

/**
 * Asks for the span once the first basket is selected (at once if one is), if the address is
 * still the page's by then and the basket is of the page's kind (a page for the other kind
 * asks for nothing).
 */
export function askAhead(path: string, kind: BasketKind | undefined): void {
  const ask = (basket: Basket) => {
    if (!matchPath(path, window.location.pathname)) return;
    if (kind && kindOf(basket) !== kind) return;
    const basketId = String(basket.basketID);
    // The host's preload and the remote's mount each call the page's loader once.
    if (ahead?.basketId === basketId && Date.now() - ahead.at < AHEAD_MS) return;
    const span = reportsApi.dateRange(basketId);
    span.catch(() => undefined); // the shell's error handler has shown a failure
    ahead = { basketId, at: Date.now(), span };
  };
  const selected = basketStore.getState().selected;
  if (selected) return ask(selected);
  const unsubscribe = basketStore.subscribe(({ selected: basket }) => {
    if (!basket) return;
    unsubscribe();
    ask(basket);
  });
}

/** The basket's span: the one asked for ahead if it is this basket's and recent, else asked now. */
export function basketSpan(basketId: string, signal?: AbortSignal): Promise<DayRange> {
  const taken = ahead;
  ahead = undefined;
  if (taken?.basketId === basketId && Date.now() - taken.at < AHEAD_MS) return taken.span;
  return reportsApi.dateRange(basketId, signal);
}
