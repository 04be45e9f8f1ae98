// API throughput (issue 9, item 2): autocannon against the built server on loopback (embedded
// PGlite, demo data), each endpoint as a ratio to a bare Fastify "hello" route measured in the
// same run. Server and hello app run pinned to core 0, the load generator to core 1.
// Usage: tsx src/api/api-throughput.ts [--seconds 10] [--connections 10]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dashboardPath, signInCustomer, timedGet } from '../lib/customer';
import { withCpu } from '../lib/cpu';
import { runLoad, warmUp, type LoadFigures, type LoadOptions } from '../lib/load';
import { printHeading } from '../lib/machine';
import { freePort, pinSelf, REPO_ROOT, startProduct, startService } from '../lib/processes';
import { signIn } from '../lib/sign-in';
import { ms, perSecond, printTable } from '../lib/table';
import { ratio } from '../lib/stats';
import { refreshRequests } from './refresh-chains';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
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

async function main() {
  pinSelf(1);
  printHeading(
    'API throughput',
    `autocannon, ${connections} connections, ${seconds} s per endpoint after a 3 s warm-up; ` +
      `servers pinned to core ${SERVER_CPU}, load generator to core 1; built server on PGlite.`,
  );
  const hello = await startService({
    command: process.execPath,
    args: ['--import', 'tsx', join(REPO_ROOT, 'bench', 'src', 'api', 'hello-server.ts')],
    env: {},
    port: await freePort(),
    readyPath: '/hello',
    cpu: SERVER_CPU,
  });
  const product = await startProduct({ cpu: SERVER_CPU });
  try {
    const base = product.baseUrl;
    const customer = await signInCustomer(base, 'customer1', 'demo');
    const report = `${base}${dashboardPath(customer.basketId)}`;
    await timedGet(report, customer.headers);
    // Three chains per connection: the answers in flight when a run stops are lost chains.
    const chains = await Promise.all(
      Array.from({ length: connections * 3 }, () =>
        signIn(base, { userName: 'customer2', password: '1q2w3E*', tenant: 'demo' }).then(
          (tokens) => tokens.refresh_token,
        ),
      ),
    );
    const rows: [string, Measured][] = [];
    const server = product.child.pid!;
    const helloUrl = `${hello.baseUrl}/hello`;
    rows.push([
      'bare Fastify "hello" (before)',
      await measure(hello.child.pid!, { url: helloUrl }),
    ]);
    rows.push([
      'GET /api/abp/application-configuration (signed in)',
      await measure(server, {
        url: `${base}/api/abp/application-configuration?includeLocalizationResources=false`,
        headers: customer.headers,
      }),
    ]);
    rows.push([
      'GET …/has-current-user-multiple-login-session (poll)',
      await measure(server, {
        url: `${base}/api/app/user/has-current-user-multiple-login-session`,
        headers: customer.headers,
      }),
    ]);
    rows.push([
      'GET /api/app/report/dashboard (report)',
      await measure(server, { url: report, headers: customer.headers }),
    ]);
    rows.push([
      'POST /connect/token (refresh_token, rotating)',
      await measure(server, {
        url: `${base}/connect/token`,
        requests: refreshRequests(chains),
      }),
    ]);
    rows.push(['bare Fastify "hello" (after)', await measure(hello.child.pid!, { url: helloUrl })]);
    const [first, last] = [rows[0]![1], rows[rows.length - 1]![1]];
    const helloRate = (first.perSecond + last.perSecond) / 2;
    const helloCpuRate = (first.perCpuSecond + last.perCpuSecond) / 2;
    printTable(
      `Requests per second (wall clock) and per CPU-second of the server process; ratios to ` +
        `the mean of the two hello runs (${perSecond(helloRate)} req/s, ` +
        `${perSecond(helloCpuRate)} req per CPU-s)`,
      ['endpoint', 'req/s', 'p50', 'p99', 'errors', 'ratio', 'req per CPU-s', 'ratio (CPU)'],
      rows.map(([name, r]) => [
        name,
        perSecond(r.perSecond),
        ms(r.p50, 2),
        ms(r.p99, 2),
        String(r.errors),
        ratio(r.perSecond, helloRate),
        perSecond(r.perCpuSecond),
        ratio(r.perCpuSecond, helloCpuRate),
      ]),
    );
  } finally {
    await product.stop();
    await hello.stop();
  }
}

await main();
