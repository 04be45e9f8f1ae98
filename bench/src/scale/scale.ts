// Scale (issue 9, item 3): the large demo (10,000 customers, ~1,000,000 deals) loaded into a
// fresh PostgreSQL database with `demo:generate`, then the built server over it: the time to
// load, the database size, and the dashboard report under 50 concurrent signed-in customers of
// the large set — their first reads (which compute each basket's series) and then 30 s of
// steady load. Uses BENCH_DATABASE_URL when given (kept afterwards, as `npm run bench` does to
// share the load with the reports benchmark), else a database of its own, dropped at the end.
// Usage: tsx src/scale/scale.ts [--users 50] [--seconds 30] [--customers N --deals N (a smaller
// set, to try the script)]
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { dashboardPath, signInCustomer, timedGet, type Customer } from '../lib/customer';
import { runLoad } from '../lib/load';
import { printHeading } from '../lib/machine';
import { withLargeDemo } from '../lib/large-demo';
import { databaseSize } from '../lib/postgres';
import { pinSelf, startProduct } from '../lib/processes';
import { ms, perSecond, printTable } from '../lib/table';
import { median, percentile } from '../lib/stats';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    tenant: { type: 'string', default: 'bench' },
    customers: { type: 'string' },
    deals: { type: 'string' },
  },
});
const CUSTOMERS = Number(values.customers ?? 10_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const FIRST_READ_TARGET_MS = 300;
const DASHBOARD_P95_TARGET_MS = 50;
const target = (value: number, limit: number) =>
  `≤ ${limit} ms: ${value <= limit ? 'met' : 'NOT MET'}`;

/** `count` customers spread over the large set, skipping those without an approved basket. */
async function signInSpread(baseUrl: string, count: number): Promise<Customer[]> {
  const step = Math.floor(CUSTOMERS / (count * 2));
  const names = Array.from({ length: count * 2 }, (_, k) => `customer${1 + k * step}`);
  const customers: Customer[] = [];
  for (let i = 0; i < names.length && customers.length < count; i += 10) {
    const batch = await Promise.allSettled(
      names.slice(i, i + 10).map((name) => signInCustomer(baseUrl, name, values.tenant)),
    );
    for (const result of batch) if (result.status === 'fulfilled') customers.push(result.value);
  }
  return customers.slice(0, count);
}

/** Each request is the next customer's dashboard, round-robin over the signed-in ones. */
function dashboardRequests(customers: readonly Customer[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const customer = customers[next++ % customers.length]!;
        return {
          ...request,
          path: dashboardPath(customer.basketId),
          headers: { ...request.headers, ...customer.headers },
        };
      },
    },
  ];
}

async function main() {
  pinSelf(1);
  const users = Number(values.users);
  printHeading(
    'Scale',
    `large demo on PostgreSQL 127.0.0.1; dashboard report, ${users} signed-in customers, ` +
      `${values.seconds} s steady load (server not pinned; the load generator on core 1).`,
  );
  const set = { tenant: values.tenant, customers: values.customers, deals: values.deals };
  await withLargeDemo('scale', set, async (url, load) => {
    const sizeAfterLoad = await databaseSize(url);
    const product = await startProduct({ env: { DATABASE_URL: url, CRM_DEMO_DATA: 'false' } });
    try {
      const [loner, ...customers] = await signInSpread(product.baseUrl, users + 1);
      const firstReads = await Promise.all(
        customers.map((c) => timedGet(`${product.baseUrl}${dashboardPath(c.basketId)}`, c.headers)),
      );
      const steady = await runLoad({
        url: product.baseUrl,
        connections: customers.length,
        seconds: Number(values.seconds),
        requests: dashboardRequests(customers),
      });
      // Issue 13's "first read": one basket nobody has read yet, on a server not otherwise busy.
      const lonerRead = await timedGet(
        `${product.baseUrl}${dashboardPath(loner!.basketId)}`,
        loner!.headers,
      );
      const sizeAfterRun = await databaseSize(url);
      console.log(`\n${load.summary}`);
      printTable(
        'Large demo set on PostgreSQL',
        ['figure', 'value', 'target (issue 13)'],
        [
          [
            'load time (demo:generate, wall clock incl. migration)',
            Number.isNaN(load.seconds) ? 'reused' : `${load.seconds.toFixed(1)} s`,
          ],
          ['database size after load (pg_database_size)', mb(sizeAfterLoad)],
          ['database size after the run (series computed)', mb(sizeAfterRun)],
          ['customers signed in (each with a basket)', String(customers.length)],
          ['dashboard first read, all at once: p50', ms(median(firstReads), 0)],
          ['dashboard first read, all at once: p95', ms(percentile(firstReads, 95), 0)],
          ['dashboard first read, all at once: max', ms(Math.max(...firstReads), 0)],
          [
            'dashboard first read of a basket never read before, alone',
            ms(lonerRead, 0),
            target(lonerRead, FIRST_READ_TARGET_MS),
          ],
          [`dashboard, ${customers.length} concurrent users: req/s`, perSecond(steady.perSecond)],
          [`dashboard, ${customers.length} concurrent users: p50`, ms(steady.p50)],
          [
            `dashboard, ${customers.length} concurrent users: p95`,
            ms(steady.p95),
            target(steady.p95, DASHBOARD_P95_TARGET_MS),
          ],
          [`dashboard, ${customers.length} concurrent users: p99`, ms(steady.p99)],
          ['errors', String(steady.errors)],
        ],
      );
    } finally {
      await product.stop();
    }
  });
}

await main();
