// Runs ABP's own Angular proxy generator (`@abp/ng.schematics`' `proxy-add`, pinned in
// app/package.json) against a running product, for each module, in a throwaway Angular
// workspace beside the app's working copy (it shares its node_modules, so nothing is
// downloaded), then compiles what it wrote with the TypeScript compiler in strict mode.
// Offline: the generator reads only the product's `/api/abp/api-definition`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_DIR, SOURCE_DIR } from './paths.mjs';

export const PROXY_WORKSPACE = join(APP_DIR, '..', 'proxy-workspace');
export const PROXY_DIR = join(PROXY_WORKSPACE, 'src', 'app', 'proxy');
const TIME_LIMIT_MS = 3 * 60_000;

/** The root namespace the generator strips from .NET type names (the server's own types). */
const ROOT_NAMESPACE = 'Crm';

function run(args) {
  const result = spawnSync(process.execPath, args, {
    cwd: PROXY_WORKSPACE,
    encoding: 'utf8',
    timeout: TIME_LIMIT_MS,
    env: { ...process.env, NG_CLI_ANALYTICS: 'false', CI: 'true' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) throw new Error(`${args.join(' ')}: ${result.error.message}\n${output}`);
  return { status: result.status, output };
}

/** A fresh workspace: the app's sources with an environment pointing at `apiUrl`. */
function prepareWorkspace(apiUrl) {
  rmSync(PROXY_WORKSPACE, { recursive: true, force: true });
  mkdirSync(PROXY_WORKSPACE, { recursive: true });
  cpSync(SOURCE_DIR, PROXY_WORKSPACE, { recursive: true });
  symlinkSync(join(APP_DIR, 'node_modules'), join(PROXY_WORKSPACE, 'node_modules'), 'dir');
  writeFileSync(
    join(PROXY_WORKSPACE, 'src', 'environments', 'environment.ts'),
    `import { Environment } from '@abp/ng.core';

export const environment = {
  production: false,
  application: { baseUrl: 'http://localhost:4200', name: 'AbpClient' },
  oAuthConfig: { issuer: '${apiUrl}/', clientId: 'AbpClient_App', responseType: 'code' },
  apis: { default: { url: '${apiUrl}', rootNamespace: '${ROOT_NAMESPACE}' } },
} as Environment;
`,
  );
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Generates the proxies of `modules` from the product at `apiUrl` and type-checks them strictly.
 * Returns what was written and each step's output; throws on a failed step.
 */
export function generateProxies(apiUrl, modules) {
  prepareWorkspace(apiUrl);
  const ng = join('node_modules', '@angular', 'cli', 'bin', 'ng.js');
  const steps = [];
  for (const module of modules) {
    const step = run([
      ng,
      'generate',
      '@abp/ng.schematics:proxy-add',
      `--module=${module}`,
      '--api-name=default',
      '--source=AbpClient',
      '--target=AbpClient',
      `--url=${apiUrl}`,
      '--service-type=application',
    ]);
    steps.push({ module, ...step });
    if (step.status !== 0) throw new Error(`proxy-add --module=${module} failed:\n${step.output}`);
  }
  const written = files(PROXY_DIR).map((file) => relative(PROXY_DIR, file));
  writeFileSync(
    join(PROXY_WORKSPACE, 'tsconfig.proxy.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { noEmit: true, strict: true, noUnusedLocals: false },
      files: [],
      include: ['src/app/proxy/**/*.ts'],
    }),
  );
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  const compile = run([tsc, '-p', 'tsconfig.proxy.json']);
  if (compile.status !== 0)
    throw new Error(`tsc --strict on the proxies failed:\n${compile.output}`);
  return { written, steps };
}
