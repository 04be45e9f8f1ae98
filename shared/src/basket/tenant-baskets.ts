// The back office's basket: any basket of the tenant (the server lets Crm.PortfolioModify read
// every one), found by name or code and picked one at a time instead of chosen from a list of
// its own. The pick lasts while the page does: the server remembers only a customer's choice
// among their own baskets (`basket-id/{id}` refuses any other).
import * as v from 'valibot';
import { http } from '../http';
import { BASKET_API, basketSchema, basketStore, type Basket } from './basket-store';

/** How many baskets one search shows; a longer name or code narrows it. */
export const FIND_LIMIT = 20;

const pageSchema = v.object({ items: v.array(basketSchema), totalCount: v.number() });

/** Switches the store to picking among the tenant's baskets; a pick made on this page stays. */
export function setTenantBasketScope(): void {
  const { scope, selected } = basketStore.getState();
  basketStore.setState({
    scope: 'tenant',
    baskets: [],
    selected: scope === 'tenant' ? selected : undefined,
    status: 'ready',
  });
}

/** The back office's pick: every report follows it at once; nothing is saved. */
export function pickBasket(basket: Basket): void {
  basketStore.setState({ selected: basket });
}

/** The tenant's baskets whose name or code contains `filter` (the back office's catalogue). */
export function findTenantBaskets(
  filter: string,
  signal?: AbortSignal,
): Promise<{ items: Basket[]; totalCount: number }> {
  return http.get(`${BASKET_API}/basket-list`, {
    params: { filter: filter.trim() || undefined, maxResultCount: FIND_LIMIT },
    schema: pageSchema,
    skipHandleError: true,
    skipLoader: true,
    signal,
  });
}
