// The server's request log: credentials never reach it. Authorization and cookie headers are
// redacted, and query values that carry secrets (ABP's change-password form, OAuth codes) are
// masked in the logged URL; request bodies are never logged.
import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): LoggerOptions {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers.requestverificationtoken',
    ],
    serializers: {
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
