#!/usr/bin/env node
// `npm run dev [-- <remote>…]`: the server with reload on change (development mode), the host on
// webpack-dev-server (http://localhost:3100, forwarding the API to the server) and a dev server
// for each named remote; the runtime manifest points those remotes at their dev servers, the
// others come from their releases. Example: `npm run dev -- reports identity`.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { findRemote } from './lib/remote-packages.mjs';
import { ROOT } from './lib/workspace.mjs';
import { ensurePnpm } from './pnpm.mjs';

const DEV_PORTS = {
  account: 3101,
  identity: 3102,
  adminSettings: 3103,
  reports: 3104,
  contracts: 3105,
};
const remotes = process.argv.slice(2).map(findRemote);
await ensureInstalled();

const devRemotes = remotes
  .map((remote) => `${remote.name}=http://localhost:${DEV_PORTS[remote.name]}`)
  .join(',');
const children = [
  [
    'server',
    ['--filter', '@crm/server', 'run', 'dev'],
    { NODE_ENV: 'development', CRM_DEV_REMOTES: devRemotes },
  ],
  ['host', ['--filter', '@crm/host', 'run', 'dev'], {}],
  ...remotes.map((remote) => [remote.name, ['--filter', `./${remote.folder}`, 'run', 'dev'], {}]),
].map(([name, args, env]) => {
  const child = spawn(process.execPath, [ensurePnpm(), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      CRM_REGISTER_LOCAL_BUILDS: 'true',
      CRM_DEMO_DATA: 'true',
      CRM_REMOTE_OVERRIDES: 'true',
      ...process.env,
      ...env,
    },
  });
  child.on('exit', (code) => console.log(`[dev] ${name} exited (${code})`));
  return child;
});

console.log('\n[dev] host: http://localhost:3100 (API on the server at http://localhost:3000)\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    process.exit(0);
  });
}
