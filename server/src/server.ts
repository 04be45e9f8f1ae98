// The process: configuration, database and migrations, the app, listening, and a clean
// shutdown (PGlite must be closed to checkpoint, and its folder lock released).
import { buildApp } from './app';
import { createReadCaches } from './read-caches';
import { createBusinessClock, installBusinessClock } from './clock/business-clock';
import { loadConfig } from './config/env';
import { startContractExpiry } from './contracts/contract-expiry';
import { openDatabase } from './db/database';
import { seedDemoData, seedHost } from './demo/seed';
import { startCanaryWatch } from './platform/canary-watch';
import { loadDeployKey } from './platform/deploy-key';
import { registerLocalBuilds } from './platform/local-builds';
import { openProcessDeps, originOf } from './process-deps';
import { printBanner } from './startup-banner';
import { loggerOptions } from './web/logger-options';

async function main(): Promise<void> {
  const config = loadConfig();
  const clock = createBusinessClock(config.timeZone);
  installBusinessClock(clock); // before seeding: the demo's data is dated by the business day
  const database = await openDatabase(config);
  // At exit, after any error was reported: a database already closed is not another failure.
  const closeDatabase = () => database.close().catch(() => undefined);
  try {
    await database.migrate();
    await seedHost(database.db);
    const demo = config.demoData ? await seedDemoData(database.db) : false;
    const deployKey = loadDeployKey(config.dataDir, config.deployKey);
    const services = await openProcessDeps(config, database.db);
    let origin = originOf(config, undefined);
    const app = await buildApp(
      {
        config,
        db: database.db,
        caches: createReadCaches(database.changes),
        deployKey,
        ...services,
        clock,
        origin: () => origin,
      },
      { logger: loggerOptions(config.logLevel) },
    );
    if (config.registerLocalBuilds) {
      await registerLocalBuilds(
        database.db,
        { dataDir: config.dataDir, remoteOrigins: config.remoteOrigins, hostDist: config.hostDist },
        config.workspaceDir,
        app.log,
      );
    }
    const stopContractExpiry = startContractExpiry(database.db, (error) =>
      app.log.error({ err: error }, 'contract expiry failed'),
    );
    const stopCanaryWatch = startCanaryWatch(database.db, {
      everyMs: config.canaryCheckSeconds * 1000,
      now: () => new Date(),
      onRollback: ({ name, version, stable, figures }) => {
        app.metrics.canaryRollbacks.inc({ remote: name, version });
        app.log.warn(
          { remote: name, version, stable, ...figures },
          `canary ${name}@${version} rolled back automatically: back to ${stable}`,
        );
      },
      onError: (error) => app.log.error({ err: error }, 'canary watch failed'),
    });
    app.addHook('onClose', async () => {
      stopContractExpiry();
      await stopCanaryWatch();
      await services.close();
      await closeDatabase();
    });
    installShutdown(() => app.close());
    const address = await app.listen({ port: config.port, host: config.host });
    origin = originOf(config, address);
    printBanner({
      address: origin,
      database: database.kind,
      dataDir: config.dataDir,
      demo,
      emailOutboxDir: config.emailOutboxDir,
    });
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

function installShutdown(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`shutdown after ${signal} failed`, error);
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
