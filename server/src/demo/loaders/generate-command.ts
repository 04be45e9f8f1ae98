// `demo:generate [--size small|large] [--tenant NAME] [--customers N] [--deals N]`: loads the
// portfolio demo into a tenant (created when missing) of the configured database and prints
// what was loaded and how long it took.
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../../config/env';
import { openDatabase } from '../../db/database';
import { hashPassword } from '../../identity/passwords';
import { createTenantWithAdmin } from '../../tenancy/tenant-setup';
import { findTenantByName } from '../../tenancy/tenants.repository';
import { DEMO_PASSWORD, seedHost } from '../seed';
import { seedPortfolioDemo } from './portfolio-seed';

export async function generateDemo(config: ServerConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      size: { type: 'string', default: 'small' },
      tenant: { type: 'string', default: 'demo' },
      customers: { type: 'string' },
      deals: { type: 'string' },
    },
  });
  if (values.size !== 'small' && values.size !== 'large') {
    console.error('--size must be small or large');
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedHost(database.db);
    const tenant =
      (await findTenantByName(database.db, values.tenant)) ??
      (await createTenantWithAdmin(database.db, {
        name: values.tenant,
        adminEmailAddress: `admin@${values.tenant}.crm.local`,
        adminPassword: DEMO_PASSWORD,
      }));
    const started = performance.now();
    const report = await seedPortfolioDemo(database.db, tenant.id, {
      size: values.size,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      ...(values.customers ? { customers: Number(values.customers) } : {}),
      ...(values.deals ? { deals: Number(values.deals) } : {}),
    });
    if (!report) {
      console.error(
        `Tenant "${values.tenant}" already has portfolio data; name another with --tenant.`,
      );
      return 2;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Loaded into ${database.kind} tenant "${values.tenant}" in ${seconds} s: ` +
        `${report.customers} customers, ${report.baskets} baskets, ${report.prices} prices, ` +
        `${report.events} events (${report.deals} deals), ${report.contracts} contracts.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
