// Static files: the host's build at the site root, and remote releases under /remotes/ (an
// uploaded release this replica lacks is first copied from the database).
// Hashed or versioned files are cached for a year; the host page itself is revalidated on every
// load (ETag, 304 when unchanged).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { scriptOrigins } from '../config/env';
import { NotFoundError } from '../errors/app-error';
import { sendAbpError } from '../errors/error-handler';
import { ensureLocalReleaseFile, releaseFileOf } from '../platform/local-release-copy';
import { hostPage } from './host-page';
import { precompressFolder } from './precompress';
import { sendRevalidated, weakEtag } from './etag';
import { contentSecurityPolicy } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never client routes of the single-page app. */
const NON_PAGE_PREFIXES = ['/api/', '/remotes/', '/connect/', '/.well-known/', '/health'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NON_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const path = request.url.split('?')[0] ?? '';
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
      setHeaders: (reply) => {
        reply.header('Cache-Control', IMMUTABLE);
        reply.header('Access-Control-Allow-Origin', '*');
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
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
    });
  } else {
    app.log.warn({ indexPath }, 'the host is not built; pages will answer 404');
  }
  const indexHtml = hostBuilt ? hostPage(readFileSync(indexPath, 'utf8'), deps.config) : undefined;
  const indexEtag = indexHtml === undefined ? '' : weakEtag(indexHtml);
  const csp = contentSecurityPolicy(scriptOrigins(deps.config));

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: string) =>
    sendRevalidated(
      request,
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', csp),
      page,
      indexEtag,
    );

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && wantsPage(request)) return sendPage(request, reply, indexHtml);
    return sendAbpError(request, reply, new NotFoundError('Crm:RouteNotFound'));
  });
}
