// Which routes a fuzzing suite takes (the api-fuzz-*.test.ts files each take a part of the route
// table). A part that matches no route fails: the suite would otherwise pass with 0 requests.
import type { RouteTableEntry } from '../../../src/auth/route-policy';

/** Whether the route is in the part; `documented`: a business call of the OpenAPI document. */
export type RoutePart = (route: RouteTableEntry, documented: boolean) => boolean;

export function routesOfPart(
  routes: readonly RouteTableEntry[],
  part: RoutePart,
  documented: (route: RouteTableEntry) => boolean,
): RouteTableEntry[] {
  const chosen = routes.filter((route) => part(route, documented(route)));
  if (chosen.length === 0)
    throw new Error('The suite’s route filter matches no route: it would pass with 0 requests.');
  return chosen;
}
