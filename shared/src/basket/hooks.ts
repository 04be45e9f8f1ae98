import { useStore } from 'zustand';
import { basketStore, type BasketState } from './basket-store';

export function useBaskets<T>(selector: (state: BasketState) => T): T {
  return useStore(basketStore, selector);
}

/** The selected basket; a page re-renders (and reloads its data) when it changes. */
export function useSelectedBasket() {
  return useStore(basketStore, (state) => state.selected);
}
