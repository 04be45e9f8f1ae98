import { createContext, useContext } from 'react';
import type { HostRoute } from './collect-routes';

/** The host route the current address matched (none on the not-found page). */
export const CurrentRouteContext = createContext<HostRoute | undefined>(undefined);

export function useCurrentRoute(): HostRoute | undefined {
  return useContext(CurrentRouteContext);
}
