// Serves the built ABP app on its own origin, as a static host would: files by path, index.html
// for every route, and `/getEnvConfig`, the document ABP's `remoteEnv` merges over the baked
// environment (where the server is, and the app's own address).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

export interface AppServer {
  origin: string;
  close: () => Promise<void>;
}

export function remoteEnvironment(appOrigin: string, apiOrigin: string, clientId: string) {
  return {
    application: { baseUrl: appOrigin },
    oAuthConfig: {
      issuer: `${apiOrigin}/`,
      redirectUri: appOrigin,
      clientId,
      requireHttps: false,
    },
    apis: { default: { url: apiOrigin } },
  };
}

export async function startAppServer(
  buildDir: string,
  environment: (appOrigin: string) => object,
): Promise<AppServer> {
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/getEnvConfig') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(environment(origin)));
      return;
    }
    const file = join(buildDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(buildDir, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
