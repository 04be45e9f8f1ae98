// Writes every error in ABP's remote error format (`_AbpErrorFormat: true` and
// `{ error: { code, message, details, data, validationErrors } }`) with a localized message.
// A server fault never reveals its cause to the client; it is logged instead.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestCulture } from '../web/culture';
import { AppError, ServiceUnavailableError } from './app-error';
import { dependencyOf } from './dependency-errors';
import { errorMessage, validationDetails, validationMessage } from './messages';

export interface AbpErrorBody {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    data: Record<string, unknown> | null;
    validationErrors: { message: string; members: string[] }[] | null;
  };
}

/** Fastify's own client errors, mapped to our codes. */
const FASTIFY_CLIENT_ERRORS: Record<number, string> = {
  400: 'Crm:MalformedRequest',
  404: 'Crm:RouteNotFound',
  413: 'Crm:PayloadTooLarge',
  414: 'Crm:UriTooLong',
  415: 'Crm:UnsupportedMediaType',
  429: 'Crm:TooManyRequests',
};

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(status, FASTIFY_CLIENT_ERRORS[status] ?? 'Crm:MalformedRequest', {
      cause: error,
    });
  }
  if (dependencyOf(error)) return new ServiceUnavailableError('Crm:ServiceUnavailable', error);
  return new AppError(500, 'Crm:InternalError', { cause: error });
}

export function sendAbpError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  const culture = requestCulture(request);
  const validationErrors =
    error.validationErrors?.map((info) => ({
      message: validationMessage(culture, info),
      members: info.members,
    })) ?? null;
  const message = errorMessage(culture, error.code, error.params);
  // A message that is the one validation error already says it all: listing it again as the
  // details would show it twice in the client's dialog (title and body).
  const saidByMessage = validationErrors?.length === 1 && validationErrors[0]!.message === message;
  const details =
    error.details ??
    (validationErrors?.length && !saidByMessage
      ? validationDetails(
          culture,
          validationErrors.map((item) => item.message),
        )
      : null);
  const body: AbpErrorBody = {
    error: {
      code: error.code,
      message,
      details,
      data: error.data ?? null,
      validationErrors,
    },
  };
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).header('_AbpErrorFormat', 'true').send(body);
}

/**
 * Errors the router raises before any route runs (a URL that is not valid percent-encoding, a
 * path parameter over the length limit): Fastify's option `frameworkErrors`, so that they too
 * answer in ABP's format rather than Fastify's own.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'request rejected by the router');
  void sendAbpError(request, reply, toAppError(error));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    const dependency = dependencyOf(error);
    // An outage is logged once per request without a stack: it is not a defect of this code.
    if (dependency)
      request.log.warn({ dependency, cause: String(error) }, 'dependency unavailable');
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request rejected');
    return sendAbpError(request, reply, appError);
  });
}
