// Typed helpers over the page's ky instance: URL building, the loader bar, response parsing and
// validation, and error reporting (spec §7, §8).
import * as v from 'valibot';
import { getEnvironment } from '../environment/environment-store';
import { loader } from '../feedback/loader-store';
import { httpClient, type RequestContext } from './client';
import { errorReporter } from './error-reporter';
import { HttpError } from './http-error';
import { isAbortError, toHttpError, type RequestTarget } from './to-http-error';
import { buildUrl, isRelativeUrl, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  params?: QueryParams;
  /** Send `null` query values instead of dropping them. */
  sendNullsAsQueryParam?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** Only re-raise a failure; do not report it to the error reporter. */
  skipHandleError?: boolean;
  /** Do not move the page's loader bar. */
  skipLoader?: boolean;
  /** `json` (default; an empty body gives undefined), `text` or `blob`. */
  responseType?: 'json' | 'text' | 'blob';
  /** Valibot schema the JSON answer must match; the result is the schema's output. */
  schema?: v.GenericSchema;
  signal?: AbortSignal;
  /** Milliseconds; none by default, as in ABP's client. */
  timeout?: number | false;
}

export type HttpResult<T, O> = O extends { schema: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : O extends { responseType: 'text' }
    ? string
    : O extends { responseType: 'blob' }
      ? Blob
      : T;

function bodyOptions(body: unknown): { json?: unknown; body?: BodyInit } {
  if (body === undefined) return {};
  const raw =
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer;
  return raw ? { body: body as BodyInit } : { json: body };
}

function invalidResponse(response: Response, target: RequestTarget, cause: unknown): HttpError {
  return new HttpError({
    kind: 'invalid-response',
    status: response.status,
    statusText: response.statusText,
    ...target,
    headers: response.headers,
    cause,
  });
}

async function readJson(response: Response, target: RequestTarget): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidResponse(response, target, error);
  }
}

async function readResponse(
  response: Response,
  options: RequestOptions,
  target: RequestTarget,
): Promise<unknown> {
  if (options.responseType === 'text') return response.text();
  if (options.responseType === 'blob') return response.blob();
  const json = await readJson(response, target);
  if (!options.schema) return json;
  const parsed = v.safeParse(options.schema, json);
  if (!parsed.success) throw invalidResponse(response, target, new v.ValiError(parsed.issues));
  return parsed.output;
}

function failure(error: unknown, target: RequestTarget, skipHandleError?: boolean): unknown {
  const httpError = toHttpError(error, target);
  if (!skipHandleError && !isAbortError(error)) {
    errorReporter.report(httpError ?? (error instanceof Error ? error : new Error(String(error))));
  }
  return httpError ?? error;
}

/** Sends one API request; `url` is relative to the environment's API unless absolute. */
export async function request<T = unknown, O extends RequestOptions = RequestOptions>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: O,
): Promise<HttpResult<T, O>> {
  const settings: RequestOptions = options ?? {};
  const fullUrl = buildUrl(getEnvironment().apis.default.url, url, settings.params, settings);
  const relative = isRelativeUrl(fullUrl);
  const target = { url: fullUrl, method };
  const context: RequestContext = { relative };
  if (!settings.skipLoader) loader.start();
  try {
    const response = await httpClient(fullUrl, {
      method,
      headers: settings.headers,
      signal: settings.signal,
      timeout: settings.timeout ?? false,
      context: { ...context },
      // Resolves relative URLs where there is no document to do it (tests, workers).
      baseUrl: relative && typeof location !== 'undefined' ? location.href : undefined,
      ...bodyOptions(body),
    });
    return (await readResponse(response, settings, target)) as HttpResult<T, O>;
  } catch (error) {
    throw failure(error, target, settings.skipHandleError);
  } finally {
    if (!settings.skipLoader) loader.stop();
  }
}

export const http = {
  request,
  get: <T = unknown, O extends RequestOptions = RequestOptions>(url: string, options?: O) =>
    request<T, O>('GET', url, undefined, options),
  post: <T = unknown, O extends RequestOptions = RequestOptions>(
    url: string,
    body?: unknown,
    options?: O,
  ) => request<T, O>('POST', url, body, options),
  put: <T = unknown, O extends RequestOptions = RequestOptions>(
    url: string,
    body?: unknown,
    options?: O,
  ) => request<T, O>('PUT', url, body, options),
  patch: <T = unknown, O extends RequestOptions = RequestOptions>(
    url: string,
    body?: unknown,
    options?: O,
  ) => request<T, O>('PATCH', url, body, options),
  delete: <T = unknown, O extends RequestOptions = RequestOptions>(url: string, options?: O) =>
    request<T, O>('DELETE', url, undefined, options),
};
