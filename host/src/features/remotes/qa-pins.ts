// The QA pins of this browser session: `?remotes=reports@1.2.0` on any URL sets them (an empty
// value clears them) and they stay in sessionStorage until cleared. Only names and versions are
// kept; the server resolves them to registered releases, so no script URL ever comes from here.
import { formatRemotePins, parseRemotePins, type RemotePin } from '@crm/shared/platform';

export const PINS_STORAGE_KEY = 'crm.remotePins';
const QUERY_PARAM = 'remotes';

export function readPins(storage: Storage = sessionStorage): RemotePin[] {
  return parseRemotePins(storage.getItem(PINS_STORAGE_KEY));
}

export function clearPins(storage: Storage = sessionStorage): void {
  storage.removeItem(PINS_STORAGE_KEY);
}

/**
 * Moves `?remotes=` from the address bar into session storage and returns the pins in force.
 * The parameter is removed from the URL so that a shared link does not carry it further.
 */
export function takePinsFromUrl(
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = sessionStorage,
): RemotePin[] {
  const url = new URL(location.href);
  if (url.searchParams.has(QUERY_PARAM)) {
    const pins = parseRemotePins(url.searchParams.get(QUERY_PARAM));
    if (pins.length > 0) storage.setItem(PINS_STORAGE_KEY, formatRemotePins(pins));
    else clearPins(storage);
    url.searchParams.delete(QUERY_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return readPins(storage);
}
