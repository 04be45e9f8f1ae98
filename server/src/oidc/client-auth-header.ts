// ABP's Angular client sends every HttpClient request through its API interceptor, which adds
// `Authorization: Bearer <access token>` — the token and revocation requests included, once it
// holds an access token. The provider reads that header as client authentication and answers
// 400 "invalid authorization header value format", so a renewal while signed in fails and ABP
// drops the session. A bearer token authenticates no client (only Basic does, and our clients
// are public), so on these two endpoints it is removed before the provider sees the request.
import type { IncomingMessage } from 'node:http';
import { OIDC_ROUTES } from './provider';

const CLIENT_AUTH_ROUTES = new Set<string>([OIDC_ROUTES.token, OIDC_ROUTES.revocation]);

export function dropBearerFromClientAuth(request: IncomingMessage, path: string): void {
  if (!CLIENT_AUTH_ROUTES.has(path)) return;
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) delete request.headers.authorization;
}
