// The QA pins of this browser session: `?remotes=reports@1.2.0` on any URL sets them (an empty
// value clears them) and they stay, for every tab, until cleared or the browser session ends
// (pin-storage.ts of @crm/shared). Only names and versions are kept; the server resolves them to
// registered releases and applies them only for a caller allowed to pin, so no script URL ever
// comes from here. A refusal is kept for the banner to say so.
import {
  parseRemotePins,
  readPins,
  writePins,
  type RemoteManifest,
  type RemotePin,
} from '@crm/shared/platform';
import { create } from 'zustand';

const QUERY_PARAM = 'remotes';

export function clearPins(): void {
  writePins([]);
  usePinRefusal.setState({ refused: [] });
}

/** The pins this page load sent that the server did not apply (the caller may not pin). */
export const usePinRefusal = create<{ refused: RemotePin[] }>(() => ({ refused: [] }));

/** Keeps the pins sent when the server's answer says it applied none. */
export function notePinRefusal(pins: RemotePin[], manifest: RemoteManifest): void {
  usePinRefusal.setState({ refused: manifest.overridesAllowed ? [] : pins });
}

/**
 * Moves `?remotes=` from the address bar into the session's pins and returns the pins in force.
 * The parameter is removed from the URL so that a shared link does not carry it further.
 */
export function takePinsFromUrl(
  location: Location = window.location,
  history: History = window.history,
): RemotePin[] {
  const url = new URL(location.href);
  if (url.searchParams.has(QUERY_PARAM)) {
    writePins(parseRemotePins(url.searchParams.get(QUERY_PARAM)));
    url.searchParams.delete(QUERY_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return readPins();
}
