// Browser cookies as plain functions; without a document (Node, the server) there are none.

/** The decoded value of a cookie, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Writes a session cookie for the whole site, its value URL-encoded. */
export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export const CULTURE_COOKIE = '.AspNetCore.Culture';

/** ASP.NET Core's culture cookie: `c=<lang>|uic=<lang>`, read by the server for its culture. */
export function writeCultureCookie(language: string): void {
  writeCookie(CULTURE_COOKIE, `c=${language}|uic=${language}`);
}
