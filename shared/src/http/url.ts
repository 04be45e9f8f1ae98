// Request URLs as ABP's Angular client builds them: base URL + path, duplicate slashes of the
// path collapsed, query parameters without empty values, arrays as repeated parameters.

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface QueryOptions {
  /** Send `null` values (as the text `null`) instead of dropping them. */
  sendNullsAsQueryParam?: boolean;
}

/** `https://` or the `//` of a scheme-relative URL. */
const SCHEME = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** True for URLs without a scheme and host: `/api/x`, `api/x` (not `https://…` or `//host`). */
export function isRelativeUrl(url: string): boolean {
  return !SCHEME.test(url);
}

/** Collapses `//` runs in the path, leaving `scheme://` (or `//host`) and the query alone. */
export function collapseSlashes(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : url.slice(queryAt);
  const scheme = SCHEME.exec(path)?.[0] ?? '';
  return scheme + path.slice(scheme.length).replace(/\/{2,}/g, '/') + rest;
}

function queryText(value: Exclude<QueryValue, undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function keep(value: QueryValue, options: QueryOptions): value is Exclude<QueryValue, undefined> {
  if (value === undefined || value === '') return false;
  return value !== null || options.sendNullsAsQueryParam === true;
}

/** `a=1&b=x&b=y`: empty and undefined values dropped, nulls too unless asked for. */
export function toQueryString(params: QueryParams | undefined, options: QueryOptions = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (keep(item, options)) search.append(name, queryText(item));
  }
  return search.toString();
}

/**
 * The full request URL: `path` under `baseUrl` (unless `path` is absolute), duplicate slashes
 * collapsed, the query string appended. An empty `baseUrl` gives a site-relative URL.
 */
export function buildUrl(
  baseUrl: string,
  path: string,
  params?: QueryParams,
  options: QueryOptions = {},
): string {
  const joined = isRelativeUrl(path) && baseUrl ? `${baseUrl}/${path}` : path;
  const url = collapseSlashes(joined);
  const query = toQueryString(params, options);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
