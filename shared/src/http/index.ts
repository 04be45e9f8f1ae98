export { registerAuth, type AuthProvider } from './auth-registry';
export { ABP_ERROR_FORMAT_HEADER, parseAbpError } from './abp-error';
export { httpClient, type RequestContext } from './client';
export { errorReporter, type ErrorListener, type ReportedError } from './error-reporter';
export { ERROR_TEXT_KEYS } from './error-texts';
export { http, request, type HttpMethod, type HttpResult, type RequestOptions } from './http';
export {
  HttpError,
  isHttpError,
  TENANT_RESOLVE_ERROR_HEADER,
  UNKNOWN_ERROR,
  type AbpRemoteError,
  type AbpValidationError,
  type HttpErrorInit,
  type HttpErrorKind,
} from './http-error';
export { credentialsFor, TENANT_HEADER, XSRF_COOKIE, XSRF_HEADER } from './request-headers';
export { isAbortError, toHttpError } from './to-http-error';
export {
  buildUrl,
  collapseSlashes,
  isRelativeUrl,
  toQueryString,
  type QueryOptions,
  type QueryParams,
  type QueryValue,
} from './url';
export { serverMessages, type ServerMessages } from './server-messages';
