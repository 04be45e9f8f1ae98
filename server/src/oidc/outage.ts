// When the provider's storage or the accounts' database is unreachable, oidc-provider answers
// 500 `server_error`. That is no defect and the client should simply retry: the answer becomes
// 503 with Retry-After — `temporarily_unavailable` (RFC 6749 §4.1.2.1) in JSON, or a page saying
// so to a browser.
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { dependencyOf, RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { renderUnavailable } from './pages';

export const TEMPORARILY_UNAVAILABLE = {
  error: 'temporarily_unavailable',
  error_description: 'The service is temporarily unavailable. Please try again shortly.',
};

export function answerOutagesWith503(provider: Provider): void {
  const outages = new WeakSet<object>();
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    if (dependencyOf(error)) outages.add(ctx);
  });
  provider.use(async (ctx, next) => {
    await next();
    if (!outages.has(ctx)) return;
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    if (typeof ctx.body === 'string') renderUnavailable(ctx as KoaContextWithOIDC);
    else ctx.body = TEMPORARILY_UNAVAILABLE;
  });
}
