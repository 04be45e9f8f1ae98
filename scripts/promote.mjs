#!/usr/bin/env node
// `npm run promote -- <remote> <version>` makes a registered release the active one;
// `npm run promote -- <remote> --rollback` re-activates the one active before it;
// `npm run promote -- --list` shows every release and which are active.
import { callServer, serverUrl } from './lib/deploy-client.mjs';
import { findRemote } from './lib/remote-packages.mjs';

async function main(argv) {
  const base = serverUrl(argv);
  if (argv.includes('--list')) {
    const { items } = await callServer(base, 'GET', '/api/platform/releases');
    for (const r of items)
      console.log(`${r.active ? '*' : ' '} ${r.name}@${r.version}  ${r.source}  ${r.createdAt}`);
    return;
  }
  const [target, version] = argv;
  if (!target)
    throw new Error('Usage: npm run promote -- <remote> <version> | <remote> --rollback | --list');
  const remote = findRemote(target);
  if (argv.includes('--rollback')) {
    const result = await callServer(base, 'POST', `/api/platform/remotes/${remote.name}/rollback`);
    console.log(`Rolled back: ${remote.name}@${result.version} is now active.`);
    return;
  }
  if (!version || version.startsWith('--'))
    throw new Error('Give the version to promote, or --rollback.');
  await callServer(base, 'POST', `/api/platform/remotes/${remote.name}/promote`, { version });
  console.log(`Promoted: ${remote.name}@${version} is now active.`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
