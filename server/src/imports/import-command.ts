// `import <prices|deals|cash-flows> <file.csv> [--tenant NAME]`: the back-office import from the
// command line; prints the report and exits 0 only when the file was applied.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { AppError } from '../errors/app-error';
import { errorMessage } from '../errors/messages';
import { findTenantByName } from '../tenancy/tenants.repository';
import { IMPORT_KINDS, type ImportKind } from './import-kinds';
import { runImport } from './import.service';

export async function importCommand(config: ServerConfig, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { tenant: { type: 'string', default: 'demo' } },
  });
  const [kind, file] = positionals;
  if (!kind || !IMPORT_KINDS.includes(kind as ImportKind) || !file) {
    console.error(`Usage: import <${IMPORT_KINDS.join('|')}> <file.csv> [--tenant NAME]`);
    return 1;
  }
  const text = readFileSync(file, 'utf8');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const tenant = await findTenantByName(database.db, values.tenant);
    if (!tenant) {
      console.error(`No tenant "${values.tenant}".`);
      return 1;
    }
    const report = await inTenant(database.db, tenant.id, (scope) =>
      runImport(scope, kind as ImportKind, text),
    ).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      console.error(errorMessage('fa', error.code, error.params));
      return undefined;
    });
    if (!report) return 3;
    console.log(JSON.stringify(report, null, 2));
    return report.applied ? 0 : 3;
  } finally {
    await database.close();
  }
}
