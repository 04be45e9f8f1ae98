// The headers every API request carries (spec §7), each added only when the caller did not set
// it: the bearer token, the session language and tenant, the AJAX marker (which makes ABP answer
// errors in its JSON format) and, on unsafe relative requests, the anti-forgery token.
import { readCookie } from '../session/cookies';
import { getSessionLanguage, getSessionTenant } from '../session/session-store';
import { getAuth } from './auth-registry';

export const TENANT_HEADER = '__tenant';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'RequestVerificationToken';

/** Methods that change nothing, so carry no anti-forgery token (as Angular's XSRF interceptor). */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

function setIfMissing(headers: Headers, name: string, value: string | undefined): void {
  if (value !== undefined && !headers.has(name)) headers.set(name, value);
}

function isSameOrigin(url: string): boolean {
  return typeof location !== 'undefined' && new URL(url).origin === location.origin;
}

/**
 * Adds the headers to `request`. `relative` tells whether the caller used a relative URL (the
 * request's own URL is always absolute); unknown, the request's origin is compared instead.
 */
export function addRequestHeaders(request: Request, relative?: boolean): void {
  const { headers } = request;
  const token = getAuth()?.getAccessToken();
  setIfMissing(headers, 'Authorization', token ? `Bearer ${token}` : undefined);
  setIfMissing(headers, 'Accept-Language', getSessionLanguage());
  setIfMissing(headers, TENANT_HEADER, getSessionTenant()?.id);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (relative ?? isSameOrigin(request.url)) {
    setIfMissing(headers, XSRF_HEADER, readCookie(XSRF_COOKIE));
  }
}
