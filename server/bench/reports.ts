// `npm run bench:reports [-- --requests N --concurrency N --users N --customers N --deals N]`:
// loads the large demo (10,000 customers, ~1,000,000 deals) into the PostgreSQL database of
// DATABASE_URL (once; later runs reuse it), signs in demo customers, brings their baskets'
// series up to date, then prints p50/p95 latency of every report endpoint under concurrent load,
// and the compute time of TWRR over ten years of daily points and XIRR over 2,500 flows.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signInWithCode, Browser, bearer } from '../test/helpers/browser';
import { ENDPOINTS, PDF_ENDPOINT, type BasketUnderTest, type Endpoint } from './reports/endpoints';
import { runLoad, type LoadResult } from './reports/load';
import { startBenchProduct, type BenchProduct } from './reports/setup';

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

async function basketsOf(product: BenchProduct, userName: string): Promise<BasketUnderTest[]> {
  const tokens = await signInWithCode(new Browser(product.app), {
    userName,
    password: '1q2w3E*',
    tenant: values.tenant,
  });
  const headers = bearer(tokens);
  const get = async (path: string) => {
    const response = await fetch(`${product.baseUrl}${path}`, { headers });
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

const ms = (value: number) => value.toFixed(1).padStart(8);

/** Issue 13: every report endpoint p95 ≤ 50 ms under 50 concurrent customers, the PDF ≤ 1 s. */
const P95_TARGET_MS = 50;
const PDF_TARGET_MS = 1000;

function verdict(r: LoadResult, limit: number): string {
  return `≤ ${limit} ms ${r.p95 <= limit && r.failed === 0 ? 'met' : 'NOT MET'}`.padStart(16);
}

function line(name: string, r: LoadResult, limit = P95_TARGET_MS): string {
  return `${name.padEnd(38)} ${String(r.count).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${r.perSecond.toFixed(0).padStart(7)} ${String(r.failed).padStart(6)} ${verdict(r, limit)}${r.firstFailure ? `  first failure: ${r.firstFailure}` : ''}`;
}

async function measure(
  product: BenchProduct,
  baskets: readonly BasketUnderTest[],
  endpoint: Endpoint,
  total: number,
  concurrency: number,
) {
  const targets = baskets
    .filter((b) => endpoint.kinds.includes(b.kind))
    .map((b) => ({ url: `${product.baseUrl}${endpoint.url(b)}`, headers: b.headers }));
  await runLoad(targets, Math.min(targets.length * 2, total), Math.min(concurrency, 4));
  return runLoad(targets, total, concurrency);
}

async function main() {
  const product = await startBenchProduct({
    tenant: values.tenant,
    ...(values.customers ? { customers: Number(values.customers) } : {}),
    ...(values.deals ? { deals: Number(values.deals) } : {}),
  });
  try {
    console.log(`Demo data: ${product.loaded}`);
    const users = [
      'customer1',
      ...Array.from({ length: Number(values.users) - 1 }, (_, i) => `customer${(i + 1) * 797 + 2}`),
    ];
    const warm = performance.now();
    const baskets = (
      await Promise.all(users.map((u) => basketsOf(product, u).catch(() => [])))
    ).flat();
    console.log(
      `${users.length} customers signed in, ${baskets.length} baskets (${baskets.filter((b) => b.kind === 'joint').length} joint), series brought up to date in ${((performance.now() - warm) / 1000).toFixed(1)} s`,
    );
    const total = Number(values.requests);
    const concurrency = Number(values.concurrency);
    console.log(
      `\nReport endpoints: ${total} requests each, ${concurrency} concurrent, over those baskets (ms)`,
    );
    console.log(
      `${'endpoint'.padEnd(38)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'req/s'.padStart(7)} ${'failed'.padStart(6)} ${'p95 target'.padStart(16)}`,
    );
    for (const endpoint of ENDPOINTS)
      console.log(
        line(endpoint.name, await measure(product, baskets, endpoint, total, concurrency)),
      );
    console.log(
      line(
        `${PDF_ENDPOINT.name} (Chromium)`,
        await measure(product, baskets, PDF_ENDPOINT, Math.max(20, Math.round(total / 10)), 4),
        PDF_TARGET_MS,
      ),
    );
  } finally {
    await product.close();
  }
  console.log('');
  const compute = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./returns-compute.ts', import.meta.url))],
    { stdio: 'inherit' },
  );
  process.exitCode = compute.status ?? 1;
}

await main();
