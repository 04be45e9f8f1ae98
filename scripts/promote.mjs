#!/usr/bin/env node
// `npm run promote -- <remote> <version>` makes a registered release active for everyone
// (completing its canary, if one runs); with `--canary <percent>` and/or `--tenants <a,b>` it
// starts the release as a canary beside the active one, or raises the running canary (a share
// of the browsers of those tenants only; tenants alone: all of theirs);
// `npm run promote -- <remote> --rollback` ends the running canary and withdraws its release
// (refused when none runs); `--force` (the operator key only) promotes a withdrawn release again;
// `--history` prints the remote's rollout history; `--list` shows every release, which are active
// and which run as canaries. `--min-outcomes`, `--max-failure-percent` and `--margin-points` set
// when the canary rolls itself back (docs/deploy.md).
import { callServer, parseCommand, serverUrl } from './lib/deploy-client.mjs';
import { findRemote } from './lib/remote-packages.mjs';
import { formatEvent } from './lib/rollout-history.mjs';

const USAGE = `Usage: npm run promote -- <remote> <version> [--canary <percent>] [--tenants <a,b>]
         [--min-outcomes <n>] [--max-failure-percent <p>] [--margin-points <p>] [--force]
       npm run promote -- <remote> --rollback
       npm run promote -- <remote> --history
       npm run promote -- --list
       (each also takes --server <url>)`;

const OPTIONS = {
  canary: { type: 'string' },
  tenants: { type: 'string' },
  rollback: { type: 'boolean' },
  force: { type: 'boolean' },
  history: { type: 'boolean' },
  list: { type: 'boolean' },
  'min-outcomes': { type: 'string' },
  'max-failure-percent': { type: 'string' },
  'margin-points': { type: 'string' },
};

/** A number of an option, within its bounds; undefined when not given. */
function numberOption(values, name, { whole = false, max = 100 } = {}) {
  const text = values[name];
  if (text === undefined) return undefined;
  const number = Number(text);
  const ok = /^\d+(\.\d+)?$/.test(text) && number <= max && (!whole || Number.isInteger(number));
  if (!ok || (whole && number < 1))
    throw new Error(
      `--${name} takes ${whole ? 'a whole number from 1' : 'a number from 0'} to ${max}, not "${text}".`,
    );
  return number;
}

function thresholds(values) {
  return {
    minOutcomes: numberOption(values, 'min-outcomes', { whole: true, max: 1_000_000 }),
    maxFailurePercent: numberOption(values, 'max-failure-percent'),
    marginPoints: numberOption(values, 'margin-points'),
  };
}

function canaryShare(text) {
  if (text === undefined) return undefined;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100)
    throw new Error(`--canary takes a whole percent from 0 to 100, not "${text}".`);
  return Number(text);
}

function tenantList(text) {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error('--tenants takes tenant names separated by commas.');
  return names;
}

function reach(canary) {
  const names = canary.tenants.map((tenant) => tenant.name);
  if (names.length === 0) return `${canary.share}% of browsers`;
  const tenants = `tenants ${names.join(', ')}`;
  return canary.share >= 100
    ? `every browser of ${tenants}`
    : `${canary.share}% of the browsers of ${tenants}`;
}

async function list(base) {
  const [{ items }, { items: rollouts }] = await Promise.all([
    callServer(base, 'GET', '/api/platform/releases'),
    callServer(base, 'GET', '/api/platform/rollouts'),
  ]);
  const canaries = new Map(rollouts.filter((r) => r.canary).map((r) => [r.name, r.canary]));
  for (const r of items) {
    const canary = canaries.get(r.name);
    const mark = r.active ? '*' : canary?.version === r.version ? '~' : ' ';
    const note = canary?.version === r.version ? `  canary: ${reach(canary)}` : '';
    console.log(`${mark} ${r.name}@${r.version}  ${r.source}  ${r.createdAt}${note}`);
  }
}

async function main(argv) {
  const { values, positionals } = parseCommand(argv, OPTIONS, USAGE);
  const base = serverUrl(values.server);
  if (values.list) {
    if (positionals.length > 0) throw new Error(`--list takes no remote.\n${USAGE}`);
    return list(base);
  }
  const [target, version, ...extra] = positionals;
  if (!target || extra.length > 0) throw new Error(USAGE);
  const remote = findRemote(target);
  const path = `/api/platform/remotes/${remote.name}`;
  const limits = thresholds(values);
  const rollout =
    values.canary !== undefined ||
    values.tenants !== undefined ||
    Object.values(limits).some((value) => value !== undefined);
  if (values.rollback || values.history) {
    if (version || rollout || values.force || (values.rollback && values.history))
      throw new Error(USAGE);
    if (values.history) {
      const { items } = await callServer(base, 'GET', `${path}/history`);
      if (items.length === 0) console.log(`${remote.name} has no history yet.`);
      for (const event of items) console.log(formatEvent(event));
      return;
    }
    const result = await callServer(base, 'POST', `${path}/rollback`);
    console.log(
      result.aborted
        ? `Canary ended: ${remote.name}@${result.aborted} is withdrawn; everyone gets ${result.version}.`
        : `Rolled back: ${remote.name}@${result.version} is now active.`,
    );
    return;
  }
  if (!version) throw new Error(`Give the version to promote, or --rollback.\n${USAGE}`);
  const body = {
    version,
    canary: canaryShare(values.canary),
    tenants: tenantList(values.tenants),
    ...limits,
    ...(values.force ? { force: true } : {}),
  };
  const result = await callServer(base, 'POST', `${path}/promote`, body);
  console.log(
    result.canary
      ? `Canary: ${remote.name}@${version} goes to ${reach(result.canary)}.`
      : `Promoted: ${remote.name}@${version} is now active.`,
  );
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
