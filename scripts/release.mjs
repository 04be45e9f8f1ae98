#!/usr/bin/env node
// `npm run release -- <remote> [--version <v>] [--dist <folder>] [--no-build] [--promote] [--server <url>]`
// Builds one remote and registers the build with a running server as an immutable release
// (served at /remotes/<name>/<version>/). It does not change what users get until promoted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { callServer, serverUrl } from './lib/deploy-client.mjs';
import { findRemote } from './lib/remote-packages.mjs';
import { pnpm } from './pnpm.mjs';
import { ROOT } from './lib/workspace.mjs';

function option(argv, name) {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

function readFolder(folder) {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(folder)
    .filter((path) => !path.endsWith('.build-stamp') && !path.endsWith('.html'))
    .map((path) => ({
      path: relative(folder, path).split(sep).join('/'),
      content: readFileSync(path).toString('base64'),
    }));
}

async function main(argv) {
  const [target] = argv;
  if (!target || target.startsWith('--'))
    throw new Error('Usage: npm run release -- <remote> [--version <v>] [--promote]');
  const remote = findRemote(target);
  const version = option(argv, '--version') ?? remote.version;
  const dist = option(argv, '--dist') ?? join(remote.dir, 'dist');
  if (!option(argv, '--dist') && !argv.includes('--no-build')) {
    if ((await pnpm(['--filter', `./${remote.folder}`, 'run', 'build'], { cwd: ROOT })) !== 0)
      throw new Error('Build failed.');
  }
  const base = serverUrl(argv);
  const result = await callServer(base, 'POST', '/api/platform/releases', {
    name: remote.name,
    version,
    areas: remote.areas,
    files: readFolder(dist),
  });
  console.log(`${result.created ? 'Registered' : 'Already registered'}: ${remote.name}@${version}`);
  if (argv.includes('--promote')) {
    await callServer(base, 'POST', `/api/platform/remotes/${remote.name}/promote`, { version });
    console.log(`Promoted: ${remote.name}@${version} is now active.`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
