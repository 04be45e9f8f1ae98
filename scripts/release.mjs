#!/usr/bin/env node
// `npm run release -- <remote> [--version <v>] [--dist <folder>] [--no-build] [--force] [--promote] [--server <url>]`
// Builds one remote and registers the build with a running server as an immutable release
// (served at /remotes/<name>/<version>/). It does not change what users get until promoted.
// The server refuses a build that does not fit its host (the versions in the build's
// crm-build.json, the singletons its mf-manifest.json shares); `--force` registers it all the
// same, with the operator key only, and the server records that.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { callServer, describeProblems, parseCommand, serverUrl } from './lib/deploy-client.mjs';
import { findRemote } from './lib/remote-packages.mjs';
import { pnpm } from './pnpm.mjs';
import { ROOT } from './lib/workspace.mjs';

const USAGE =
  'Usage: npm run release -- <remote> [--version <v>] [--dist <folder>] [--no-build] [--force] [--promote] [--server <url>]';

const OPTIONS = {
  version: { type: 'string' },
  dist: { type: 'string' },
  'no-build': { type: 'boolean' },
  force: { type: 'boolean' },
  promote: { type: 'boolean' },
};

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

function report(remote, version, result) {
  console.log(`${result.created ? 'Registered' : 'Already registered'}: ${remote.name}@${version}`);
  if (result.compatibility === 'forced')
    console.log(
      `Registered with --force, though it does not fit the host:\n${describeProblems(result.problems)}`,
    );
  if (result.compatibility === 'unchecked')
    console.log('Not checked against the host: the server’s host build has no crm-build.json.');
}

async function main(argv) {
  const { values, positionals } = parseCommand(argv, OPTIONS, USAGE);
  const [target, ...extra] = positionals;
  if (!target || extra.length > 0) throw new Error(USAGE);
  const remote = findRemote(target);
  const version = values.version ?? remote.version;
  const dist = values.dist ?? join(remote.dir, 'dist');
  if (!values.dist && !values['no-build']) {
    if ((await pnpm(['--filter', `./${remote.folder}`, 'run', 'build'], { cwd: ROOT })) !== 0)
      throw new Error('Build failed.');
  }
  const base = serverUrl(values.server);
  const result = await callServer(base, 'POST', '/api/platform/releases', {
    name: remote.name,
    version,
    areas: remote.areas,
    files: readFolder(dist),
    ...(values.force ? { force: true } : {}),
  });
  report(remote, version, result);
  if (values.promote) {
    await callServer(base, 'POST', `/api/platform/remotes/${remote.name}/promote`, { version });
    console.log(`Promoted: ${remote.name}@${version} is now active.`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
