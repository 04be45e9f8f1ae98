// One error hierarchy for the whole server. Each error has a stable code, an HTTP status and a
// message key; the error handler localizes the message and writes ABP's error format.
// Throw the named class for a status (`NotFoundError`, `ConflictError`, `BadRequestError`…);
// `new AppError(status, …)` is the documented exception, for statuses without a class (422, 429,
// and the handler's own 500 and pass-through client errors).
import { RETRY_AFTER_SECONDS } from './dependency-errors';

export interface ValidationErrorInfo {
  /** English fallback text; `key` (an AbpValidation key) wins when the response is written. */
  message: string;
  members: string[];
  key?: string;
  params?: readonly (string | number)[];
}

export interface AppErrorOptions {
  /** Parameters for `{0}`-style placeholders in the localized message. */
  params?: readonly (string | number)[];
  details?: string;
  validationErrors?: ValidationErrorInfo[];
  data?: Record<string, unknown>;
  /** Extra response headers (e.g. `Abp-Tenant-Resolve-Error`). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly params: readonly (string | number)[];
  readonly details: string | undefined;
  readonly validationErrors: ValidationErrorInfo[] | undefined;
  readonly data: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    /** Stable, documented error code (`Crm:RemoteReleaseExists`), also the localization key. */
    readonly code: string,
    options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = new.target.name;
    this.params = options.params ?? [];
    this.details = options.details;
    this.validationErrors = options.validationErrors;
    this.data = options.data;
    this.headers = options.headers;
  }
}

/** Options a named error may carry besides its code and params. */
export type ExtraErrorOptions = Pick<AppErrorOptions, 'data' | 'headers' | 'cause'>;

/** A request that breaks a business rule (ABP's `BusinessException`): 400 with a code. */
export class BadRequestError extends AppError {
  constructor(
    code: string,
    params: readonly (string | number)[] = [],
    extra: ExtraErrorOptions = {},
  ) {
    super(400, code, { ...extra, params });
  }
}

export class ValidationError extends AppError {
  constructor(
    validationErrors: ValidationErrorInfo[],
    code = 'Crm:ValidationError',
    params: readonly (string | number)[] = [],
  ) {
    super(400, code, { validationErrors, params });
  }
}

export class AuthenticationRequiredError extends AppError {
  constructor(code = 'Crm:AuthenticationRequired', extra: ExtraErrorOptions = {}) {
    super(401, code, extra);
  }
}

export class ForbiddenError extends AppError {
  constructor(code = 'Crm:Forbidden', params: readonly (string | number)[] = []) {
    super(403, code, { params });
  }
}

export class NotFoundError extends AppError {
  constructor(
    code = 'Crm:NotFound',
    params: readonly (string | number)[] = [],
    extra: ExtraErrorOptions = {},
  ) {
    super(404, code, { ...extra, params });
  }
}

export class ConflictError extends AppError {
  constructor(code: string, params: readonly (string | number)[] = []) {
    super(409, code, { params });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(code = 'Crm:ServiceUnavailable', cause?: unknown) {
    super(503, code, { cause, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
}

/** For `.catch`: a `NotFoundError` becomes `undefined`; any other failure is rethrown. */
export function undefinedIfNotFound(error: unknown): undefined {
  if (error instanceof NotFoundError) return undefined;
  throw error;
}
