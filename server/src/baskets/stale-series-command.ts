// `series:refresh [--tenant NAME]`: brings every out-of-date basket series up to date, so that no
// customer's first report read pays for it. Run it after the nightly price import.
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { findTenantByName } from '../tenancy/tenants.repository';
import { refreshStaleSeries } from './stale-series';

const PROGRESS_EVERY = 100;

export async function refreshSeriesCommand(config: ServerConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { tenant: { type: 'string' } } });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    let tenantIds: string[] | undefined;
    if (values.tenant) {
      const tenant = await findTenantByName(database.db, values.tenant);
      if (!tenant) {
        console.error(`No tenant "${values.tenant}".`);
        return 1;
      }
      tenantIds = [tenant.id];
    }
    const started = performance.now();
    const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
    let done = 0;
    const result = await refreshStaleSeries(database.db, {
      ...(tenantIds ? { tenantIds } : {}),
      onRefreshed: () => {
        if (++done % PROGRESS_EVERY === 0) console.log(`${done} baskets, ${elapsed()} s…`);
      },
    });
    console.log(
      `Refreshed ${result.baskets} basket series (${result.pointsWritten} daily points) in ${elapsed()} s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
