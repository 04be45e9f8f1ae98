// What the deploy commands (release, promote, deploy-key) share: their arguments (an unknown
// option is an error, never ignored), and talking to a running server's deploy endpoints with a
// deploy key: CRM_DEPLOY_KEY (a team's key, or the operator's), or the operator key the server
// generated in its data folder (CRM_DATA_DIR, default ./.data).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './workspace.mjs';

export const SERVER_OPTION = { server: { type: 'string' } };

/**
 * The command's positionals and options; anything it does not know is refused with its usage.
 * @param {string[]} argv
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {string} usage
 */
export function parseCommand(argv, options, usage) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, ...SERVER_OPTION },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    if (!String(error.code).startsWith('ERR_PARSE_ARGS')) throw error;
    throw new Error(`${error.message.split('. ')[0]}.\n${usage}`, { cause: error });
  }
}

export function serverUrl(server) {
  if (server) return server.replace(/\/$/, '');
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

/** What a refused (or forced) release did not fit, one line each. */
export function describeProblems(problems) {
  return (problems ?? [])
    .map((p) =>
      p.kind === 'version'
        ? `  ${p.package}: built against ${p.release}, the host has ${p.host}`
        : p.kind === 'shared'
          ? `  ${p.package}: shared as one copy, asks for ${p.required}, the host provides ${p.host}`
          : p.kind === 'expose-missing'
            ? `  does not expose ${p.expose}`
            : '  no crm-build.json (what it was built against)',
    )
    .join('\n');
}

export async function callServer(base, method, path, body) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${deployKey()}`,
        'accept-language': process.env.CRM_LANGUAGE ?? 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `Cannot reach the server at ${base} (${error.cause?.code ?? error.message}). Is it running?`,
      { cause: error },
    );
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) {
    const details = payload.error?.validationErrors
      ?.map((e) => `${e.members.join('.')}: ${e.message}`)
      .join('; ');
    const problems = describeProblems(payload.error?.data?.problems);
    throw new Error(
      `${response.status} ${payload.error?.message ?? response.statusText}${details ? ` (${details})` : ''}${problems ? `\n${problems}` : ''}`,
    );
  }
  return payload;
}
