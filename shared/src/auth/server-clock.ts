// The server's clock as this page last saw it (the `Date` header of its answers). A DPoP proof's
// `iat` is checked against the server's clock within about a minute; a device whose clock is off
// by more would have every proof refused, so proofs are dated by the server's time instead.

let offsetMs = 0;

/** Learns the server's time from an answer's `Date` header (when the browser lets us read it). */
export function noteServerDate(response: Pick<Response, 'headers'>, now = Date.now()): void {
  const date = response.headers.get('Date');
  const serverTime = date ? Date.parse(date) : Number.NaN;
  // The header counts whole seconds: the server's clock was somewhere in the next one.
  if (Number.isFinite(serverTime)) offsetMs = serverTime + 500 - now;
}

export function serverNowSeconds(now = Date.now()): number {
  return Math.floor((now + offsetMs) / 1000);
}

/** For tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
