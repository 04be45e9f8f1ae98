import { useSelectedBasket } from '@crm/shared';

/** The kind of the selected basket (`special` or `joint`), as the basket list gives it. */
export function useBasketKind(): 'special' | 'joint' | undefined {
  const kind = (useSelectedBasket() as { kind?: unknown } | undefined)?.kind;
  return kind === 'special' || kind === 'joint' ? kind : undefined;
}
