// A report page's code loader that also asks for its basket's span ahead of the page's render
// (basket-span.ts). That module comes in the chunk of the report pages' shared code, so it costs
// no request of its own, and the contract module (with the route table) stays without the report
// calls and their schemas.
import type { BasketKind } from './basket-span';

export function spanFirst<T>(
  path: string,
  load: () => Promise<T>,
  kind?: BasketKind,
): () => Promise<T> {
  return () => {
    void import('./basket-span').then(({ askAhead }) => askAhead(path, kind));
    return load();
  };
}
