// Operator commands: `node dist/cli.js <command>` (root script `npm run keys:rotate`).
// `citus:sql` prints the statements that distribute a migrated database (docs/deploy.md);
// `series:refresh` computes out-of-date basket series ahead of their readers.
import { refreshSeriesCommand } from './baskets/stale-series-command';
import { loadConfig } from './config/env';
import { citusDistributionStatements } from './db/distribution';
import { generateDemo } from './demo/loaders/generate-command';
import { importCommand } from './imports/import-command';
import { rotateSigningKeys } from './oidc/rotate-keys';

const COMMANDS: Record<string, () => Promise<number>> = {
  'keys:rotate': async () => {
    const result = await rotateSigningKeys(loadConfig());
    if (!result.ok) {
      console.error(result.message);
      return 2;
    }
    console.log(
      `Added signing keys ${result.kids.join(', ')}; they sign from ${result.activatesAt.toISOString()} ` +
        `(${result.keys} keys published). Running servers load it within their refresh interval.`,
    );
    return 0;
  },
  'demo:generate': () => generateDemo(loadConfig(), process.argv.slice(3)),
  import: () => importCommand(loadConfig(), process.argv.slice(3)),
  'series:refresh': () => refreshSeriesCommand(loadConfig(), process.argv.slice(3)),
  'citus:sql': async () => {
    console.log(citusDistributionStatements().join('\n'));
    return 0;
  },
};

async function main(): Promise<number> {
  const command = process.argv[2] ?? '';
  const run = COMMANDS[command];
  if (!run) {
    console.error(`Usage: cli <command>\nCommands: ${Object.keys(COMMANDS).join(', ')}`);
    return 1;
  }
  return run();
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
