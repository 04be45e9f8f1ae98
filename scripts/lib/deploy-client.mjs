// Talks to a running server's deploy endpoints with the deploy key: from CRM_DEPLOY_KEY, or the
// key the server generated in its data folder (CRM_DATA_DIR, default ./.data).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './workspace.mjs';

export function serverUrl(argv) {
  const flag = argv.indexOf('--server');
  if (flag >= 0 && argv[flag + 1]) return argv[flag + 1].replace(/\/$/, '');
  return process.env.CRM_SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

function deployKey() {
  if (process.env.CRM_DEPLOY_KEY) return process.env.CRM_DEPLOY_KEY;
  const file = join(resolve(ROOT, process.env.CRM_DATA_DIR ?? '.data'), 'deploy-key');
  if (!existsSync(file)) {
    throw new Error(
      `No deploy key: set CRM_DEPLOY_KEY or start the server once (it writes ${file}).`,
    );
  }
  return readFileSync(file, 'utf8').trim();
}

export async function callServer(base, method, path, body) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${deployKey()}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `Cannot reach the server at ${base} (${error.cause?.code ?? error.message}). Is it running?`,
    );
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) {
    const details = payload.error?.validationErrors
      ?.map((e) => `${e.members.join('.')}: ${e.message}`)
      .join('; ');
    throw new Error(
      `${response.status} ${payload.error?.message ?? response.statusText}${details ? ` (${details})` : ''}`,
    );
  }
  return payload;
}
