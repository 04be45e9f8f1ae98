import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { parseAbpError } from './abp-error';
import { HttpError, UNKNOWN_ERROR } from './http-error';

export interface RequestTarget {
  url: string;
  method: string;
}

/** A request the caller aborted (a DOMException, which may come from another realm). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

function noAnswer(kind: 'network' | 'timeout', target: RequestTarget, cause: unknown): HttpError {
  return new HttpError({ kind, status: 0, statusText: UNKNOWN_ERROR, ...target, cause });
}

/**
 * The HttpError of a failed request: an error status (with ABP's error body when present) or no
 * answer at all (status 0, "Unknown Error"). Undefined for a request the caller aborted and for
 * errors that are not about the request (these go on as they are).
 */
export function toHttpError(error: unknown, target: RequestTarget): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isHTTPError(error)) {
    const { response, request, data } = error;
    return new HttpError({
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      url: request.url,
      method: request.method,
      headers: response.headers,
      body: data,
      abpError: parseAbpError(response.headers, data),
      cause: error,
    });
  }
  if (isAbortError(error)) return undefined;
  if (isTimeoutError(error)) return noAnswer('timeout', target, error);
  // A fetch that fails without an answer rejects with a TypeError whatever the browser says.
  if (isNetworkError(error) || error instanceof TypeError)
    return noAnswer('network', target, error);
  return undefined;
}
