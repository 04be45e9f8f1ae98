// The benchmark's product: the configured PostgreSQL database (DATABASE_URL, a throwaway one)
// with the large portfolio demo in a tenant of its own (loaded once, reused by later runs), and
// the app listening on a free local port.
import { createReadCaches } from '../../src/cache/read-caches';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/database';
import { DEMO_PASSWORD, seedHost } from '../../src/demo/seed';
import { seedPortfolioDemo } from '../../src/demo/portfolio/portfolio-seed';
import { hashPassword } from '../../src/identity/passwords';
import { openProcessDeps } from '../../src/process-deps';
import { createTenantWithAdmin } from '../../src/tenancy/tenant-setup';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { TEST_ORIGIN } from '../../test/helpers/test-app';

export interface BenchOptions {
  tenant: string;
  customers?: number;
  deals?: number;
}

export interface BenchProduct {
  app: FastifyInstance;
  baseUrl: string;
  loaded: string;
  close: () => Promise<void>;
}

export async function startBenchProduct(options: BenchOptions): Promise<BenchProduct> {
  if (!process.env.DATABASE_URL)
    throw new Error(
      'Set DATABASE_URL to a throwaway PostgreSQL database (it is filled with demo data).',
    );
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), publicUrl: TEST_ORIGIN };
  const database = await openDatabase(config);
  await database.migrate();
  await seedHost(database.db);
  const existing = await findTenantByName(database.db, options.tenant);
  const tenant =
    existing ??
    (await createTenantWithAdmin(database.db, {
      name: options.tenant,
      adminEmailAddress: `admin@${options.tenant}.crm.local`,
      adminPassword: DEMO_PASSWORD,
    }));
  const started = performance.now();
  const report = await seedPortfolioDemo(database.db, tenant.id, {
    size: 'large',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    ...(options.customers ? { customers: options.customers } : {}),
    ...(options.deals ? { deals: options.deals } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const loaded = report
    ? `loaded in ${seconds} s: ${report.customers} customers, ${report.baskets} baskets, ${report.events} events (${report.deals} deals)`
    : `tenant "${options.tenant}" already holds the demo (reused)`;
  const services = await openProcessDeps(config, database.db);
  const app = await buildApp(
    {
      config,
      db: database.db,
      deployKey: 'bench-deploy-key-0123456789abcdef',
      ...services,
      caches: createReadCaches(database.changes),
      origin: () => TEST_ORIGIN,
    },
    { logger: false },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: address,
    loaded,
    close: async () => {
      await app.close();
      await services.close();
      await database.close();
    },
  };
}
