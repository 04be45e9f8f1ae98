#!/usr/bin/env node
// `npm run deploy-key -- create --remote <remote> --name <name>` makes a key that opens that
// remote's releases, promotions and rollbacks only; `create --all --name <name>` an operator key
// (every remote, and these commands). The key is printed once, on the last line: the server
// keeps only its hash. `list` shows the keys (never the keys themselves), `revoke <name>` ends
// one. These talk to the running server with an operator key (CRM_DEPLOY_KEY, or the key the
// server generated in its data folder).
import { callServer, parseCommand, serverUrl } from './lib/deploy-client.mjs';
import { findRemote } from './lib/remote-packages.mjs';

const USAGE = `Usage: npm run deploy-key -- create --remote <remote> --name <name>
       npm run deploy-key -- create --all --name <name>
       npm run deploy-key -- list
       npm run deploy-key -- revoke <name>
       (each also takes --server <url>)`;

const OPTIONS = {
  remote: { type: 'string' },
  all: { type: 'boolean' },
  name: { type: 'string' },
};

const PATH = '/api/platform/deploy-keys';

async function create(base, values) {
  if (!values.name) throw new Error(`Give the key a --name.\n${USAGE}`);
  if (Boolean(values.remote) === Boolean(values.all))
    throw new Error(`Give either --remote <remote> or --all.\n${USAGE}`);
  const remote = values.remote ? findRemote(values.remote).name : null;
  const created = await callServer(base, 'POST', PATH, { name: values.name, remote });
  console.log(
    `Deploy key "${created.name}" for ${remote ? `remote ${remote}` : 'every remote (operator)'}.`,
  );
  console.log('Store it now (as CRM_DEPLOY_KEY of the pipeline): it is not shown again.');
  console.log(created.key);
}

async function list(base) {
  const { items } = await callServer(base, 'GET', PATH);
  if (items.length === 0) console.log('No deploy keys (only the operator key).');
  for (const key of items) {
    const used = key.lastUsedAt ? `last used ${key.lastUsedAt}` : 'never used';
    console.log(
      `${key.name}  ${key.remote ?? '(every remote)'}  made ${key.createdAt} by ${key.createdBy}  ${used}`,
    );
  }
}

async function main(argv) {
  const { values, positionals } = parseCommand(argv, OPTIONS, USAGE);
  const [command, ...rest] = positionals;
  const base = serverUrl(values.server);
  const onlyName = (allowed) =>
    Object.keys(values).every((key) => allowed.includes(key) || key === 'server');
  if (command === 'create' && rest.length === 0) return create(base, values);
  if (command === 'list' && rest.length === 0 && onlyName([])) return list(base);
  if (command === 'revoke' && rest.length === 1 && onlyName([])) {
    await callServer(base, 'DELETE', `${PATH}/${encodeURIComponent(rest[0])}`);
    console.log(`Deploy key "${rest[0]}" revoked.`);
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
