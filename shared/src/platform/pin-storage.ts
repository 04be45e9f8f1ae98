// Where a browser session keeps its QA pins: a session cookie, so that every tab of the session
// sees the same pins (sessionStorage is one tab's) and they end with the browser session. The
// host and the Remote releases tab both read and write it here. Only names and versions are
// kept; the server resolves them to registered releases and judges who may pin.
import { readCookie } from '../session/cookies';
import { formatRemotePins, parseRemotePins, type RemotePin } from './remote-manifest';

export const PINS_COOKIE = 'crm.remotePins';

export function readPins(): RemotePin[] {
  return parseRemotePins(readCookie(PINS_COOKIE));
}

/** Keeps `pins` for the browser session; none clears them. */
export function writePins(pins: RemotePin[]): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const value = pins.length > 0 ? encodeURIComponent(formatRemotePins(pins)) : '';
  const expiry = pins.length > 0 ? '' : '; max-age=0';
  document.cookie = `${PINS_COOKIE}=${value}; path=/; samesite=strict${expiry}${secure}`;
}
