// Reports (issue 13): every report endpoint on the large demo under concurrent customers, p50
// and p95 against the issue's targets, and the PDF. The built server runs in its own process
// (as `scale` runs it): the latencies are the server's, not the load generator's, which is
// pinned to core 1. Uses BENCH_DATABASE_URL when given (as `npm run bench` does, sharing the
// large demo with `scale`), else a database of its own, dropped at the end.
// Usage: tsx src/reports/reports.ts [--users 50] [--requests 500] [--concurrency 50]
//        [--customers N --deals N (a smaller set, to try the script)]
import { parseArgs } from 'node:util';
import { withLargeDemo } from '../lib/large-demo';
import { printHeading } from '../lib/machine';
import { pinSelf, startProduct } from '../lib/processes';
import { bearer, signIn } from '../lib/sign-in';
import { ENDPOINTS, PDF_ENDPOINT, type BasketUnderTest, type Endpoint } from './endpoints';
import { runLoad, type LoadResult } from './url-list-load';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'bench' },
    customers: { type: 'string' },
    deals: { type: 'string' },
    users: { type: 'string', default: '50' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '50' },
  },
});

/** Issue 13: every report endpoint p95 ≤ 50 ms under 50 concurrent customers, the PDF ≤ 1 s. */
const P95_TARGET_MS = 50;
const PDF_TARGET_MS = 1000;
const CUSTOMERS = Number(values.customers ?? 10_000);

async function basketsOf(baseUrl: string, userName: string): Promise<BasketUnderTest[]> {
  const tokens = await signIn(baseUrl, { userName, password: '1q2w3E*', tenant: values.tenant });
  const headers = bearer(tokens);
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const list = (await get('/api/app/basket/approved-baskets-list')) as {
    items: { basketID: string; kind: 'special' | 'joint' }[];
  };
  const baskets: BasketUnderTest[] = [];
  for (const { basketID, kind } of list.items) {
    const to = (await get(`/api/app/basket/to-date-for-basket/${basketID}`)) as { date: string };
    const from = (await get(`/api/app/basket/from-date-for-basket/${basketID}`)) as {
      date: string;
    };
    baskets.push({ basketId: basketID, kind, fromDate: from.date, toDate: to.date, headers });
  }
  return baskets;
}

/** `count` customers spread over the large set (customer1 first), ten signing in at a time. */
async function signInSpread(baseUrl: string, count: number): Promise<BasketUnderTest[]> {
  const step = Math.max(1, Math.floor(CUSTOMERS / count));
  const names = Array.from({ length: count }, (_, k) => `customer${1 + k * step}`);
  const baskets: BasketUnderTest[] = [];
  for (let i = 0; i < names.length; i += 10) {
    const batch = await Promise.allSettled(
      names.slice(i, i + 10).map((n) => basketsOf(baseUrl, n)),
    );
    for (const result of batch) if (result.status === 'fulfilled') baskets.push(...result.value);
  }
  return baskets;
}

const ms = (value: number) => value.toFixed(1).padStart(8);

function line(name: string, r: LoadResult, limit: number): string {
  const met = r.p95 <= limit && r.failed === 0 ? 'met' : 'NOT MET';
  return `${name.padEnd(38)} ${String(r.count).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${r.perSecond.toFixed(0).padStart(7)} ${String(r.failed).padStart(6)} ${`≤ ${limit} ms ${met}`.padStart(16)}${r.firstFailure ? `  first failure: ${r.firstFailure}` : ''}`;
}

/** How long each endpoint runs under the measured load, uncounted, before it is measured. */
const WARM_UP_MS = 3_000;

/**
 * A warm-up, then the measured load. The warm-up reads each basket twice, a few at a time (the
 * first read of a basket computes its answer), then runs the measured load uncounted for
 * WARM_UP_MS, as the API benchmark warms each endpoint: a server fresh from its start ran the
 * first endpoint measured at a third of its later rate, whichever endpoint came first, for its
 * first few thousand answers (its code not yet compiled by V8).
 */
async function measure(
  baseUrl: string,
  baskets: readonly BasketUnderTest[],
  endpoint: Endpoint,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const targets = baskets
    .filter((b) => endpoint.kinds.includes(b.kind))
    .map((b) => ({ url: `${baseUrl}${endpoint.url(b)}`, headers: b.headers }));
  await runLoad(targets, Math.min(targets.length * 2, total), Math.min(concurrency, 4));
  const warmUntil = performance.now() + WARM_UP_MS;
  do await runLoad(targets, total, concurrency);
  while (performance.now() < warmUntil);
  return runLoad(targets, total, concurrency);
}

async function main() {
  pinSelf(1);
  const total = Number(values.requests);
  const concurrency = Number(values.concurrency);
  printHeading(
    'Reports',
    `large demo on PostgreSQL 127.0.0.1; every report endpoint, ${total} requests each, ` +
      `${concurrency} concurrent (server in its own process, not pinned; load generator on core 1).`,
  );
  const set = { tenant: values.tenant, customers: values.customers, deals: values.deals };
  await withLargeDemo('reports', set, async (url, load) => {
    console.log(load.summary);
    const product = await startProduct({ env: { DATABASE_URL: url, CRM_DEMO_DATA: 'false' } });
    try {
      const warm = performance.now();
      const baskets = await signInSpread(product.baseUrl, Number(values.users));
      const joint = baskets.filter((b) => b.kind === 'joint').length;
      console.log(
        `${baskets.length} baskets (${joint} joint) of ${values.users} customers, signed in in ${((performance.now() - warm) / 1000).toFixed(1)} s`,
      );
      console.log(
        `\n${'endpoint'.padEnd(38)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'req/s'.padStart(7)} ${'failed'.padStart(6)} ${'p95 target'.padStart(16)}`,
      );
      for (const endpoint of ENDPOINTS) {
        const result = await measure(product.baseUrl, baskets, endpoint, total, concurrency);
        console.log(line(endpoint.name, result, P95_TARGET_MS));
      }
      const pdfs = Math.max(20, Math.round(total / 10));
      const pdf = await measure(product.baseUrl, baskets, PDF_ENDPOINT, pdfs, 4);
      console.log(line(`${PDF_ENDPOINT.name} (Chromium)`, pdf, PDF_TARGET_MS));
    } finally {
      await product.stop();
    }
  });
}

await main();
