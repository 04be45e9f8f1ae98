// Static files: the host's build at the site root, and remote releases under /remotes/ (an
// uploaded release this replica lacks is first copied from the database).
// Hashed or versioned files are cached for a year; the host's pages (the application's
// index.html, and its own sign-in page at /account/login, sign-in-page.ts) are revalidated on
// every load (ETag, 304 when unchanged).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { scriptOrigins } from '../config/env';
import { NotFoundError } from '../errors/app-error';
import { sendAbpError } from '../errors/error-handler';
import { ensureLocalReleaseFile, releaseFileOf } from '../platform/local-release-copy';
import { releaseFileHeaders } from '../platform/release-file-headers';
import { hostPage } from './host-page';
import { isUnder } from './path-meaning';
import { precompressFolder } from './precompress';
import { sendRevalidated, weakEtag } from './etag';
import { servedPathMeaning } from './request-target';
import { SIGN_IN_PAGE_FILE, signInPageApplies, wantsSignInPage } from './sign-in-page';
import { contentSecurityPolicy } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never client routes of the single-page app. */
const NON_PAGE_PREFIXES = ['/api', '/remotes', '/connect', '/.well-known', '/health'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = servedPathMeaning(request);
  if (NON_PAGE_PREFIXES.some((prefix) => isUnder(path, prefix))) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

export async function registerStaticFiles(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const remotesRoot = join(deps.config.dataDir, 'remotes');
  mkdirSync(remotesRoot, { recursive: true });
  await app.register(async (releases) => {
    releases.addHook('onRequest', async (request) => {
      const file = releaseFileOf((request.params as { '*'?: string })['*'] ?? '');
      if (file) await ensureLocalReleaseFile(deps.db, deps.config.dataDir, file);
    });
    await releases.register(fastifyStatic, {
      root: remotesRoot,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', IMMUTABLE);
        reply.header('Access-Control-Allow-Origin', '*');
        for (const [name, value] of Object.entries(releaseFileHeaders(path)))
          reply.header(name, value);
      },
    });
  });

  const indexPath = join(deps.config.hostDist, 'index.html');
  const hostBuilt = existsSync(indexPath);
  if (hostBuilt) {
    // In the background: until a file's compressed copy exists it is served as it is.
    precompressFolder(deps.config.hostDist).catch((error: unknown) =>
      app.log.warn({ err: error }, 'precompressing the host build failed'),
    );
    await app.register(fastifyStatic, {
      root: deps.config.hostDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => path !== '/index.html' && path !== `/${SIGN_IN_PAGE_FILE}`,
      setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
    });
  } else {
    app.log.warn({ indexPath }, 'the host is not built; pages will answer 404');
  }
  const indexHtml = hostBuilt ? hostPage(readFileSync(indexPath, 'utf8'), deps.config) : undefined;
  const signInPath = join(deps.config.hostDist, SIGN_IN_PAGE_FILE);
  const signInHtml =
    hostBuilt && signInPageApplies(deps.config) && existsSync(signInPath)
      ? readFileSync(signInPath, 'utf8')
      : undefined;
  const withEtag = (page: string | undefined) =>
    page === undefined ? undefined : { page, etag: weakEtag(page) };
  const application = withEtag(indexHtml);
  const signIn = withEtag(signInHtml);
  const csp = contentSecurityPolicy(scriptOrigins(deps.config));

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    { page, etag }: { page: string; etag: string },
  ) =>
    sendRevalidated(
      request,
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', csp),
      page,
      etag,
    );

  app.setNotFoundHandler((request, reply) => {
    if (application && wantsPage(request)) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const signInPage = signIn && wantsSignInPage(servedPathMeaning(request), query);
      return sendPage(request, reply, signInPage ? signIn : application);
    }
    return sendAbpError(request, reply, new NotFoundError('Crm:RouteNotFound'));
  });
}
