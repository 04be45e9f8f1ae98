// Item 7 on PGlite: writes survive SIGKILL of the server at random moments (every acknowledged
// write present, none half-applied), and the data folder's lock turns a second server away
// while the first keeps working.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { DurabilityScenario } from './durability/scenario';
import { buildServer } from './harness/built-server';
import { Cleanup } from './harness/cleanup';
import { expectNone } from './harness/expect-none';
import { bearer } from './harness/http-client';
import { freePort } from '@crm/shared/tooling';
import { ServerProcess } from './harness/server-process';

const KILLS = Number(process.env.CRM_DURABILITY_KILLS ?? 3);

describe('durability on PGlite', () => {
  const cleanup = new Cleanup();
  let scenario: DurabilityScenario;
  before(async () => {
    scenario = new DurabilityScenario({ bundle: await buildServer(cleanup) }, cleanup);
    await scenario.start();
  });
  after(() => cleanup.run());

  it('turns a second server on the same data folder away; the first keeps working', async () => {
    const first = scenario.server;
    const second = ServerProcess.spawn(
      { bundle: first.options.bundle, port: await freePort(), env: scenario.env, name: 'second' },
      cleanup,
    );
    const exit = await second.exited;
    expect(exit.code).not.toBe(0);
    expect(second.output()).toContain(`The data folder is in use by process ${first.pid}`);
    expect(first.running).toBe(true);
    const health = await scenario.client.get('/health');
    expect(health.status).toBe(200);
    const contracts = await scenario.client.get(
      '/api/app/portfolio-contract/portfolio-contracts',
      bearer(scenario.token('backoffice')),
    );
    expect(contracts.status).toBe(200);
  });

  it(`keeps every acknowledged write, whole, through ${KILLS} SIGKILLs`, async () => {
    await scenario.writeThroughKills(KILLS);
    console.log(`PGlite: ${scenario.log.summary()}`);
    expectNone(scenario.log.failures, 'writes refused');
    expectNone(await scenario.settingsProblems(), 'settings after the last restart');
    await scenario.server.stop();
    expectNone(await scenario.databaseProblems(), 'database after the last restart');
  });
});
