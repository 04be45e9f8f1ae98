// The durability scenario on one database: a server with the demo data, three writers
// (contracts, deals, settings) running while the server is killed with SIGKILL at random
// moments and started again, then the checks: through the API on the restarted server, and in
// the database once it has stopped.
import { openDatabase } from '../../../src/db/database';
import { inTenant } from '../../../src/db/tenant-scope';
import type { Cleanup } from '../harness/cleanup';
import { bearer, HttpClient } from '../harness/http-client';
import { signIn } from '../harness/oidc-flow';
import { freePort } from '@crm/shared/tooling';
import { ServerProcess, type ServerOptions } from '../harness/server-process';
import { contractProblems, dealProblems } from './invariants';
import {
  contractWriter,
  dealWriter,
  settingsOf,
  settingsWriter,
  type DealTarget,
  type Writer,
} from './writers';
import { WriteLog } from './write-log';

const DEAL_BASKET = 'SB-00002';
const DEAL_SYMBOL = 'فولاد';

export interface ScenarioOptions {
  bundle: string;
  /** PostgreSQL; PGlite in the data folder when absent. */
  databaseUrl?: string;
}

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class DurabilityScenario {
  readonly log = new WriteLog();
  server!: ServerProcess;
  client!: HttpClient;
  readonly dataDir: string;
  private serverOptions!: ServerOptions;
  private tokens!: { customer: string; backoffice: string; admin: string };
  private dealTarget!: DealTarget & { basketId: string };

  constructor(
    private readonly options: ScenarioOptions,
    private readonly cleanup: Cleanup,
  ) {
    this.dataDir = cleanup.tempFolder('crm-durability-');
  }

  get env(): Record<string, string> {
    return {
      CRM_DATA_DIR: this.dataDir,
      CRM_DEMO_DATA: 'true',
      ...(this.options.databaseUrl ? { DATABASE_URL: this.options.databaseUrl } : {}),
    };
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.serverOptions = { bundle: this.options.bundle, port, env: this.env, name: 'durability' };
    this.server = await ServerProcess.start(this.serverOptions, this.cleanup);
    this.client = new HttpClient(`http://localhost:${port}`);
    this.cleanup.add('http client', () => this.client.close());
    const as = async (userName: string) =>
      (await signIn(this.client.newBrowser(), { userName, tenant: 'demo' })).access_token;
    this.tokens = {
      customer: await as('newcustomer'),
      backoffice: await as('backoffice'),
      admin: await as('admin'),
    };
    this.dealTarget = await this.findDealTarget();
  }

  token(who: 'customer' | 'backoffice' | 'admin'): string {
    return this.tokens[who];
  }

  private async findDealTarget() {
    const auth = bearer(this.tokens.backoffice);
    const list = await this.client.get(
      `/api/app/basket/basket-admin-list?filter=${DEAL_BASKET}`,
      auth,
    );
    const basket = list
      .json<{ items: { basketID: string; basketCode: string }[] }>()
      .items.find((item) => item.basketCode === DEAL_BASKET);
    if (!basket) throw new Error(`no basket ${DEAL_BASKET}: ${list.body.slice(0, 200)}`);
    const last = await this.client.get(
      `/api/app/basket/to-date-for-basket/${basket.basketID}`,
      auth,
    );
    const day = last.json<{ date: string }>().date;
    return { basketId: basket.basketID, basketCode: DEAL_BASKET, day, symbol: DEAL_SYMBOL };
  }

  /** Writes while killing the server `kills` times, each after a random stretch of writes. */
  async writeThroughKills(kills: number): Promise<void> {
    let stopped = false;
    const writer = (token: string): Writer => ({
      client: this.client,
      token,
      log: this.log,
      stopped: () => stopped,
    });
    const writers = Promise.all([
      contractWriter(writer(this.tokens.customer)),
      dealWriter(writer(this.tokens.backoffice), this.dealTarget),
      settingsWriter(writer(this.tokens.admin)),
    ]);
    try {
      for (let kill = 0; kill < kills; kill += 1) {
        await this.moreAcknowledged(10);
        await sleep(randomBetween(0, 500));
        await this.server.kill('SIGKILL');
        this.server = await ServerProcess.start(this.serverOptions, this.cleanup);
      }
      await this.moreAcknowledged(3);
    } finally {
      stopped = true;
      await writers;
    }
  }

  /** Waits until the writers have `count` more acknowledged writes (they are writing). */
  private async moreAcknowledged(count: number): Promise<void> {
    const target = this.log.acknowledged + count;
    const deadline = Date.now() + 60_000;
    while (this.log.acknowledged < target) {
      if (Date.now() > deadline)
        throw new Error(`the writers are stuck: ${this.log.failures.join('; ')}`);
      await sleep(20);
    }
  }

  /** Problems visible through the API of the running server: the settings of one generation. */
  async settingsProblems(): Promise<string[]> {
    const response = await this.client.get(
      '/api/setting-management/emailing',
      bearer(this.tokens.admin),
    );
    const stored = response.json<{ defaultFromDisplayName: string; hasSmtpPassword: boolean }>();
    const generation = Number(stored.defaultFromDisplayName.slice(1));
    const { smtpPassword: _password, ...expected } = settingsOf(generation);
    const problems: string[] = [];
    if (generation < this.log.lastSettings)
      problems.push(`settings generation ${generation} < acknowledged ${this.log.lastSettings}`);
    if (
      JSON.stringify({ ...stored, ...expected }) !== JSON.stringify(stored) ||
      !stored.hasSmtpPassword
    )
      problems.push(`settings half-applied: ${JSON.stringify(stored)}`);
    return problems;
  }

  /** Problems found in the database itself; the server must be stopped first (PGlite). */
  async databaseProblems(): Promise<string[]> {
    const database = await openDatabase({
      dataDir: this.dataDir,
      databaseUrl: this.options.databaseUrl,
    });
    try {
      const tenant = await database.db
        .selectFrom('tenant')
        .select('id')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow();
      return await inTenant(database.db, tenant.id, async (scope) => {
        const customer = await scope.db
          .selectFrom('app_user')
          .select('id')
          .where('user_name', '=', 'newcustomer')
          .executeTakeFirstOrThrow();
        return [
          ...(await contractProblems(scope, customer.id, this.log)),
          ...(await dealProblems(scope, this.dealTarget.basketId, this.dealTarget.day, this.log)),
        ];
      });
    } finally {
      await database.close();
    }
  }
}
