// Item 7 on PostgreSQL (a fresh database on the shared server): writes survive SIGKILL of the
// server at random moments — every acknowledged write present, none half-applied.
import { after, before, describe, it } from 'node:test';
import { DurabilityScenario } from './durability/scenario';
import { buildServer } from './harness/built-server';
import { Cleanup } from './harness/cleanup';
import { expectNone } from './harness/expect-none';
import { createDatabase } from './harness/postgres';

const KILLS = Number(process.env.CRM_DURABILITY_KILLS ?? 3);

describe('durability on PostgreSQL', () => {
  const cleanup = new Cleanup();
  let scenario: DurabilityScenario;
  before(async () => {
    const databaseUrl = await createDatabase(cleanup);
    scenario = new DurabilityScenario({ bundle: await buildServer(cleanup), databaseUrl }, cleanup);
    await scenario.start();
  });
  after(() => cleanup.run());

  it(`keeps every acknowledged write, whole, through ${KILLS} SIGKILLs`, async () => {
    await scenario.writeThroughKills(KILLS);
    console.log(`PostgreSQL: ${scenario.log.summary()}`);
    expectNone(scenario.log.failures, 'writes refused');
    expectNone(await scenario.settingsProblems(), 'settings after the last restart');
    await scenario.server.stop();
    expectNone(await scenario.databaseProblems(), 'database after the last restart');
  });
});
