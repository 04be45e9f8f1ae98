#!/usr/bin/env node
// `npm start`: installs what is missing, builds what changed, then runs the product on one port
// with the embedded database, demo data and the workspace's own remote builds as releases.
// Environment: PORT, CRM_DATA_DIR, DATABASE_URL, REDIS_URL (see README); `--no-build` skips the
// install and build steps, `--build-only` stops after them. It runs on the machine's Node from
// 22 on, else on the Node 24 the test command uses (lib/node-runtime.mjs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { runOn, startNode } from './lib/node-runtime.mjs';
import { ROOT } from './lib/workspace.mjs';

await runOn(startNode());

const skipBuild = process.argv.includes('--no-build');
const buildOnly = process.argv.includes('--build-only');

try {
  if (!skipBuild) {
    await ensureInstalled();
    await buildStale();
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (buildOnly) process.exit(0);

const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    CRM_REGISTER_LOCAL_BUILDS: 'true',
    CRM_DEMO_DATA: 'true',
    // Reset and test e-mails as .eml files in $CRM_DATA_DIR/outbox/: no mail server needed.
    CRM_EMAIL_OUTBOX: 'true',
    CRM_REMOTE_OVERRIDES: 'true',
    LOG_LEVEL: 'warn',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
