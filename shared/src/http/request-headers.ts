// The headers every API request carries (spec §7), each added only when the caller did not set
// it: the access token (with a DPoP proof for this very request when the token is bound to the
// sign-in's key, RFC 9449 §7.1), the session language and tenant, the AJAX marker (which makes ABP answer
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
 * The access token (and DPoP proof) a request to `url` carries, for a call made without the
 * client (the host's manifest request, which runs before the environment is known); none when
 * signed out.
 */
export async function credentialsFor(method: string, url: string): Promise<Record<string, string>> {
  const granted = await getAuth()?.authorize(method, url);
  if (!granted) return {};
  return { Authorization: granted.authorization, ...(granted.dpop ? { DPoP: granted.dpop } : {}) };
}

/** Sets the access token of a request to `url`, and its DPoP proof (new for every request). */
export async function authorize(headers: Headers, method: string, url: string): Promise<void> {
  const granted = await getAuth()?.authorize(method, url);
  if (granted) headers.set('Authorization', granted.authorization);
  else headers.delete('Authorization');
  if (granted?.dpop) headers.set('DPoP', granted.dpop);
  else headers.delete('DPoP');
}

/**
 * Adds the headers to `request`. `relative` tells whether the caller used a relative URL (the
 * request's own URL is always absolute); unknown, the request's origin is compared instead.
 */
export async function addRequestHeaders(request: Request, relative?: boolean): Promise<void> {
  const { headers } = request;
  if (!headers.has('Authorization')) await authorize(headers, request.method, request.url);
  setIfMissing(headers, 'Accept-Language', getSessionLanguage());
  setIfMissing(headers, TENANT_HEADER, getSessionTenant()?.id);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (relative ?? isSameOrigin(request.url)) {
    setIfMissing(headers, XSRF_HEADER, readCookie(XSRF_COOKIE));
  }
}
