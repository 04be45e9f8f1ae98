// One error hierarchy for the whole server. Each error has a stable code, an HTTP status and a
// message key; the error handler localizes the message and writes ABP's error format.
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

export class ValidationError extends AppError {
  constructor(validationErrors: ValidationErrorInfo[], code = 'Crm:ValidationError') {
    super(400, code, { validationErrors });
  }
}

export class AuthenticationRequiredError extends AppError {
  constructor() {
    super(401, 'Crm:AuthenticationRequired');
  }
}

export class ForbiddenError extends AppError {
  constructor(code = 'Crm:Forbidden') {
    super(403, code);
  }
}

export class NotFoundError extends AppError {
  constructor(code = 'Crm:NotFound', params: readonly (string | number)[] = []) {
    super(404, code, { params });
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
