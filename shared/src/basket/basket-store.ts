// The signed-in customer's approved baskets and the one selected (spec §4 "Basket selection").
// One store on the page: the navbar selects, and every report page (in any remote) follows it.
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { http } from '../http';
import { toast } from '../feedback';

export const basketSchema = v.looseObject({
  basketID: v.union([v.string(), v.number()]),
  basketName: v.string(),
  basketCode: v.string(),
});
export type Basket = v.InferOutput<typeof basketSchema>;

export const BASKET_API = '/api/app/basket';

/** The server answers ABP's paged list (`{items, totalCount}`); a bare array is read too. */
const approvedListSchema = v.union([
  v.array(basketSchema),
  v.object({ items: v.array(basketSchema) }),
]);

export interface BasketState {
  baskets: Basket[];
  selected: Basket | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * Whose baskets: a customer's own approved ones (`baskets`, one selected), or any basket of the
   * tenant, which the back office picks one at a time (`tenant-baskets.ts`; `baskets` stays empty).
   */
  scope: 'own' | 'tenant';
}

export const basketStore = createStore<BasketState>(() => ({
  baskets: [],
  selected: undefined,
  status: 'idle',
  scope: 'own',
}));

const sameId = (a: Basket['basketID'], b: Basket['basketID']) => String(a) === String(b);

/** The last save sent; the next one waits for it, so the server keeps the latest choice. */
let lastSave: Promise<unknown> = Promise.resolve();

/**
 * Saves the choice after any save still on its way: the automatic choice made while loading
 * must not reach the server after a choice the customer made meanwhile, and overwrite it.
 */
function saveSelection(basket: Basket): Promise<void> {
  const url = `${BASKET_API}/basket-id/${encodeURIComponent(String(basket.basketID))}`;
  const save = lastSave
    .catch(() => undefined)
    .then(() => http.put(url, undefined, { skipHandleError: true }));
  lastSave = save;
  return save.then(() => undefined);
}

/** Chooses a basket: listeners follow at once, the choice is saved, and a toast says how it went. */
export async function selectBasket(basket: Basket): Promise<void> {
  basketStore.setState({ selected: basket });
  try {
    await saveSelection(basket);
    toast.success('Crm::BasketSelected');
  } catch {
    toast.error('Crm::BasketSelectionFailed');
  }
}

/**
 * Loads the approved baskets. The first one is selected automatically, unless the basket the
 * server remembers for the user is among them (then that one stays selected).
 */
export async function loadApprovedBaskets(): Promise<Basket[]> {
  basketStore.setState({ status: 'loading', scope: 'own' });
  try {
    // The remembered basket does not depend on the list: both are asked at once.
    const [answer, remembered] = await Promise.all([
      http.get(`${BASKET_API}/approved-baskets-list`, {
        skipHandleError: true,
        schema: approvedListSchema,
      }),
      http
        .get(`${BASKET_API}/current-user-basket-info`, {
          skipHandleError: true,
          schema: v.nullish(basketSchema),
        })
        .catch(() => undefined),
    ]);
    const baskets = Array.isArray(answer) ? answer : answer.items;
    const selected =
      baskets.find((basket) => remembered && sameId(basket.basketID, remembered.basketID)) ??
      baskets[0];
    basketStore.setState({ baskets, selected, status: 'ready' });
    if (selected && (!remembered || !sameId(selected.basketID, remembered.basketID))) {
      await saveSelection(selected).catch(() => undefined);
    }
    return baskets;
  } catch {
    basketStore.setState({ baskets: [], selected: undefined, status: 'failed' });
    toast.error('Crm::BasketListLoadFailed');
    return [];
  }
}

export function clearBaskets(): void {
  basketStore.setState({ baskets: [], selected: undefined, status: 'idle', scope: 'own' });
}
