// Anti-forgery for requests that carry cookie credentials (the identity provider's session and
// interaction cookies): a state-changing request with such a cookie must echo the `XSRF-TOKEN`
// cookie in the `RequestVerificationToken` header (double submit, as ABP). Bearer-only API
// calls carry no credential cookie and are not affected. The token is issued by the
// application-configuration call.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors/app-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'requestverificationtoken';
const CREDENTIAL_COOKIES = /^(_session|_interaction|_interaction_resume|_session\.legacy)(\.sig)?$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets the XSRF-TOKEN cookie unless the browser already holds a well-formed one. */
export function issueXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): void {
  const existing = parseCookies(request.headers.cookie).get(XSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return;
  const token = randomBytes(32).toString('base64url');
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${10 * 365 * 24 * 3600}`,
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', `${XSRF_COOKIE}=${token}; ${attributes.join('; ')}`);
}

export function registerXsrfCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.routeOptions.config?.policy) return;
    const cookies = parseCookies(request.headers.cookie);
    if (![...cookies.keys()].some((name) => CREDENTIAL_COOKIES.test(name))) return;
    const expected = cookies.get(XSRF_COOKIE);
    const presented = request.headers[XSRF_HEADER];
    if (!expected || typeof presented !== 'string' || !sameToken(expected, presented)) {
      throw new BadRequestError('Crm:AntiForgeryTokenInvalid');
    }
  });
}
