// The one error type of failed API calls, with ABP's remote error body when the server sent one.

export interface AbpValidationError {
  message: string;
  members: string[];
}

/** ABP's `{error: {...}}` body, sent with the `_AbpErrorFormat: true` header. */
export interface AbpRemoteError {
  code: string | null;
  message: string;
  details: string | null;
  data: Record<string, unknown> | null;
  validationErrors: AbpValidationError[] | null;
}

/**
 * `http`: the server answered with an error status; `network`/`timeout`: no answer (status 0,
 * "Unknown Error"); `invalid-response`: the answer did not match the expected shape.
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/** The status text of a request that got no answer, as Angular's HttpClient names it. */
export const UNKNOWN_ERROR = 'Unknown Error';
export const TENANT_RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';

export interface HttpErrorInit {
  kind: HttpErrorKind;
  status: number;
  statusText: string;
  url: string;
  method: string;
  headers?: Headers;
  body?: unknown;
  abpError?: AbpRemoteError;
  cause?: unknown;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly method: string;
  /** The answer's headers (empty when no answer came). */
  readonly headers: Headers;
  /** The answer's body: parsed JSON, or text. */
  readonly body: unknown;
  readonly abpError: AbpRemoteError | undefined;

  constructor(init: HttpErrorInit) {
    super(
      init.abpError?.message || `${init.status} ${init.statusText}: ${init.method} ${init.url}`,
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.method = init.method;
    this.headers = init.headers ?? new Headers();
    this.body = init.body;
    this.abpError = init.abpError;
  }

  /** ABP's `Abp-Tenant-Resolve-Error` header: the request's tenant could not be resolved. */
  get tenantResolveError(): string | undefined {
    return this.headers.get(TENANT_RESOLVE_ERROR_HEADER) ?? undefined;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
