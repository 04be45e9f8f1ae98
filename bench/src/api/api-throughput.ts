// API throughput (issues 9 and 13): autocannon against the built server on loopback with the demo
// data, on embedded PGlite and on PostgreSQL (a throwaway database), each endpoint as a ratio to
// a bare Fastify "hello" route measured in the same run, printed beside issue 13's target (the
// token refresh is reported without one: decision 0014). Server and hello app run pinned to
// core 0, the load generator to core 1.
// Then, on the first database, Bearer and DPoP side by side and the refused proofs' costs
// (issue 40: dpop-cost.ts).
// Usage: tsx src/api/api-throughput.ts [--seconds 10] [--connections 10]
//        [--database pglite|postgres|both] [--dpop-requests 2000] [--dpop-rounds 5] [--dpop-only]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dashboardPath, DEMO_PASSWORD, signInCustomer, timedGet } from '../lib/customer';
import { DpopKey } from '../lib/dpop';
import { withCpu } from '../lib/cpu';
import { runLoad, warmUp, type LoadFigures, type LoadOptions } from '../lib/load';
import { printHeading } from '../lib/machine';
import { freePort } from '@crm/shared/tooling';
import { pinSelf, REPO_ROOT, startProduct, startService } from '../lib/processes';
import { signIn } from '../lib/sign-in';
import { ms, perSecond, printTable } from '../lib/table';
import { createDatabase } from '../lib/postgres';
import { ratio } from '../lib/stats';
import { measureDpopCost } from './dpop-cost';
import { refreshRequests } from './refresh-chains';
import { API_TARGETS, PGLITE_GAIN_TARGET, verdict, type ApiTarget } from './targets';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', default: 'both' },
    'dpop-requests': { type: 'string', default: '2000' },
    'dpop-rounds': { type: 'string', default: '5' },
    'dpop-only': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const SERVER_CPU = 0;

interface Measured extends LoadFigures {
  /** Requests per CPU-second of the server process: what one core sustains if it is all ours. */
  perCpuSecond: number;
}

async function measure(
  pid: number,
  options: Omit<LoadOptions, 'seconds' | 'connections'>,
): Promise<Measured> {
  const full = { ...options, seconds, connections };
  await warmUp(full);
  const { result, cpu } = await withCpu(
    () => [pid],
    () => runLoad(full),
  );
  return { ...result, perCpuSecond: result.requests / cpu };
}

type Database = 'pglite' | 'postgres';

interface Row {
  name: string;
  figures: Measured;
  target?: ApiTarget;
}

async function measureEndpoints(
  database: Database,
  helloPid: number,
  helloUrl: string,
  withDpop: boolean,
) {
  const throwaway = database === 'postgres' ? await createDatabase('api') : undefined;
  const product = await startProduct({
    cpu: SERVER_CPU,
    ...(throwaway ? { env: { DATABASE_URL: throwaway.url } } : {}),
  });
  try {
    const base = product.baseUrl;
    const customer = await signInCustomer(base, 'customer1', 'demo');
    const report = `${base}${dashboardPath(customer.basketId)}`;
    await timedGet(report, customer.headers);
    const server = product.child.pid!;
    const config = `${base}/api/abp/application-configuration?includeLocalizationResources=false`;
    const poll = `${base}/api/app/user/has-current-user-multiple-login-session`;
    if (withDpop) {
      const origin = await DpopKey.originOf(base);
      const key = DpopKey.create(origin);
      const bound = await signIn(
        base,
        { userName: 'customer1', password: DEMO_PASSWORD, tenant: 'demo' },
        key,
      );
      if (bound.token_type !== 'DPoP') throw new Error(`DPoP sign-in gave ${bound.token_type}`);
      await measureDpopCost({
        serverPid: server,
        helloPid,
        helloUrl,
        bearer: customer.headers,
        bound: { token: bound.access_token, key, origin },
        endpoints: [
          { name: 'application configuration', url: config },
          { name: 'multiple-login poll', url: poll, poll: true },
          { name: 'dashboard', url: report },
        ],
        rounds: Number(values['dpop-rounds']),
        requests: Number(values['dpop-requests']),
        connections,
      });
      if (values['dpop-only']) return;
    }
    // Three chains per connection: the answers in flight when a run stops are lost chains.
    const chains = await Promise.all(
      Array.from({ length: connections * 3 }, () =>
        signIn(base, { userName: 'customer2', password: '1q2w3E*', tenant: 'demo' }).then(
          (tokens) => tokens.refresh_token,
        ),
      ),
    );
    const rows: Row[] = [
      {
        name: 'bare Fastify "hello" (before)',
        figures: await measure(helloPid, { url: helloUrl }),
      },
      {
        name: 'GET /api/abp/application-configuration (signed in)',
        target: API_TARGETS.appConfig,
        figures: await measure(server, {
          url: config,
          headers: customer.headers,
        }),
      },
      {
        name: 'GET …/has-current-user-multiple-login-session (poll)',
        target: API_TARGETS.poll,
        figures: await measure(server, {
          url: poll,
          headers: customer.headers,
        }),
      },
      {
        name: 'GET /api/app/report/dashboard (report)',
        target: API_TARGETS.dashboard,
        figures: await measure(server, { url: report, headers: customer.headers }),
      },
      {
        name: 'POST /connect/token (refresh_token, rotating; reported, no target)',
        figures: await measure(server, {
          url: `${base}/connect/token`,
          requests: refreshRequests(chains),
        }),
      },
      { name: 'bare Fastify "hello" (after)', figures: await measure(helloPid, { url: helloUrl }) },
    ];
    printRows(database, rows);
  } finally {
    await product.stop();
    await throwaway?.drop();
  }
}

function printRows(database: Database, rows: readonly Row[]) {
  const [first, last] = [rows[0]!.figures, rows[rows.length - 1]!.figures];
  const helloRate = (first.perSecond + last.perSecond) / 2;
  const helloCpuRate = (first.perCpuSecond + last.perCpuSecond) / 2;
  printTable(
    `${database === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}: requests per second (wall ` +
      `clock) and per CPU-second of the server process; ratios to the mean of the two hello runs ` +
      `(${perSecond(helloRate)} req/s, ${perSecond(helloCpuRate)} req per CPU-s)`,
    [
      'endpoint',
      'req/s',
      'p50',
      'p99',
      'errors',
      'ratio',
      'target',
      '',
      ...(database === 'pglite' ? ['vs before', `target ${PGLITE_GAIN_TARGET}×`] : []),
      'req per CPU-s',
      'ratio (CPU)',
    ],
    rows.map(({ name, figures: r, target }) => {
      const value = r.perSecond / helloRate;
      const gain = target ? value / target.pgliteBefore : Number.NaN;
      return [
        name,
        perSecond(r.perSecond),
        ms(r.p50, 2),
        ms(r.p99, 2),
        String(r.errors),
        ratio(r.perSecond, helloRate),
        target ? `≥ ${target.ratio}×` : '',
        target ? verdict(value >= target.ratio && r.errors === 0) : '',
        ...(database === 'pglite'
          ? [target ? `${gain.toFixed(0)}×` : '', target ? verdict(gain >= PGLITE_GAIN_TARGET) : '']
          : []),
        perSecond(r.perCpuSecond),
        ratio(r.perCpuSecond, helloCpuRate),
      ];
    }),
  );
}

function databasesToRun(): Database[] {
  const choice = values.database;
  if (choice === 'both') return ['pglite', 'postgres'];
  if (choice === 'pglite' || choice === 'postgres') return [choice];
  throw new Error(`--database must be pglite, postgres or both, not ${choice}`);
}

async function main() {
  pinSelf(1);
  const databases = databasesToRun();
  printHeading(
    'API throughput',
    `autocannon, ${connections} connections, ${seconds} s per endpoint after a 3 s warm-up; ` +
      `servers pinned to core ${SERVER_CPU}, load generator to core 1; built server on ` +
      `${databases.join(' and ')}, demo data.`,
  );
  const hello = await startService({
    command: process.execPath,
    args: ['--import', 'tsx', join(REPO_ROOT, 'bench', 'src', 'api', 'hello-server.ts')],
    env: {},
    port: await freePort(),
    readyPath: '/hello',
    cpu: SERVER_CPU,
  });
  try {
    for (const [index, database] of databases.entries())
      await measureEndpoints(database, hello.child.pid!, `${hello.baseUrl}/hello`, index === 0);
  } finally {
    await hello.stop();
  }
}

await main();
