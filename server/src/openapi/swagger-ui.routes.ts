// Swagger UI at `/swagger`, as every ABP application serves it: the files of the pinned
// `swagger-ui-dist` package, read from node_modules (no CDN), and our own start-up script. The
// page has a CSP of its own, as strict as the host page's: scripts only from this origin (no
// inline script, no 'unsafe-eval'), no third-party requests (the online validator is off).
// Its Authorize button signs in with the code flow and PKCE as the public client
// `Crm_Swagger`; `/swagger?__tenant=demo` preselects the tenant on the sign-in page and sends
// `__tenant` with anonymous calls.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SWAGGER_CLIENT_ID, SWAGGER_REDIRECT_PATH, SWAGGER_SCOPES } from '../oidc/clients';
import { OPENAPI_PATH } from './openapi.routes';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portfolio CRM API — Swagger UI</title>
<link rel="stylesheet" href="/swagger/swagger-ui.css">
<link rel="icon" type="image/png" href="/swagger/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/swagger/swagger-ui-bundle.js"></script>
<script src="/swagger/swagger-initializer.js"></script>
</body>
</html>
`;

const INITIALIZER = `window.addEventListener('load', function () {
  var tenant = new URLSearchParams(window.location.search).get('__tenant') || '';
  var ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    oauth2RedirectUrl: window.location.origin + ${JSON.stringify(SWAGGER_REDIRECT_PATH)},
    requestInterceptor: function (request) {
      if (tenant && !request.headers.__tenant) request.headers.__tenant = tenant;
      return request;
    },
  });
  ui.initOAuth({
    clientId: ${JSON.stringify(SWAGGER_CLIENT_ID)},
    scopes: ${JSON.stringify(SWAGGER_SCOPES)},
    usePkceWithAuthorizationCodeGrant: true,
    additionalQueryStringParams: tenant ? { __tenant: tenant } : {},
  });
  window.ui = ui;
});
`;

/** The package's files Swagger UI needs, with their media types. */
const PACKAGE_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'oauth2-redirect.html': 'text/html; charset=utf-8',
  'oauth2-redirect.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

function send(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply
    .header('Content-Security-Policy', CSP)
    .header('Cache-Control', 'no-cache')
    .type(type)
    .send(body);
}

export async function swaggerUiRoutes(app: FastifyInstance): Promise<void> {
  const root = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map(
    Object.entries(PACKAGE_FILES).map(([name, type]) => [
      name,
      { type, body: readFileSync(join(root, name)) },
    ]),
  );
  const page = (_request: unknown, reply: FastifyReply) =>
    send(reply, 'text/html; charset=utf-8', PAGE);
  app.get('/swagger', page);
  app.get('/swagger/index.html', page);
  app.get('/swagger/swagger-initializer.js', (_request, reply) =>
    send(reply, 'text/javascript; charset=utf-8', INITIALIZER),
  );
  for (const [name, file] of files)
    app.get(`/swagger/${name}`, (_request, reply) => send(reply, file.type, file.body));
}
