// `npm run bench -- page`: page load in Debian's Chromium, beside issue 12's targets
// (targets.ts).
// Throttled (4× CPU slowdown, 10 Mbit/s, 40 ms RTT), cold cache (a fresh browser profile per
// run), median of 5, product against the floor (the same pages in one plain bundle, floor/),
// runs alternating after one discarded warm-up run each:
//   1. from opening /account/login?__tenant=demo to the sign-in form being usable (through
//      the code flow's first leg, which the page makes in place);
//   2. from submitting the sign-in (demo customer1) to the dashboard's first chart drawn;
//   and the JavaScript bytes transferred in each phase (as served: brotli).
// Unthrottled on localhost, warm cache, signed in as customer1 (page/reloads.ts): a full reload
// of every report page until its main content is drawn, median of 5, and the requests the
// reload of /twrr sends until its chart is drawn.
// Usage: tsx bench/page-load.ts [--runs 5]
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { startProduct, type RunningProduct } from '../src/product';
import { buildFloor } from './floor/build-floor';
import { measureRun, type RunFigures } from './page/measure-run';
import { measureReloads, type PageReloads } from './page/reloads';
import { countByType } from './page/request-log';
import { CONDITIONS } from './page/throttling';
import { formatTable } from '@crm/shared/tooling';
import { median, TARGET_HEADER, targetRow } from './report';
import { TARGETS } from './targets';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const USER = { tenant: 'demo', userName: 'customer1', password: '1q2w3E*' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function stop(product: RunningProduct): Promise<void> {
  return new Promise((resolve) => {
    product.process.once('exit', () => resolve());
    product.process.kill('SIGTERM');
  });
}

function row(label: string, product: number[], floor: number[], show: (v: number) => string) {
  const spread = (s: number[]) => `${show(Math.min(...s))}–${show(Math.max(...s))}`;
  const [p, f] = [median(product), median(floor)];
  return [
    label.padEnd(34),
    show(p).padStart(10),
    spread(product).padStart(20),
    show(f).padStart(10),
    spread(floor).padStart(20),
    (f > 0 ? `${(p / f).toFixed(2)}×` : '—').padStart(8),
  ].join('  ');
}

async function main() {
  console.log(
    `\n== Page load ==\nChromium ${CONDITIONS}, cold cache (fresh profile per run), median of ${RUNS}` +
      `\n${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const floorBuild = await buildFloor();
  const product = await startProduct();
  const floor = await startProduct({ CRM_HOST_DIST: floorBuild.dir });
  const variants = [
    { name: 'product', server: product, runs: [] as RunFigures[] },
    { name: 'floor', server: floor, runs: [] as RunFigures[] },
  ];
  let reloads: PageReloads[];
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      for (const variant of variants) {
        const figures = await measureRun(variant.server.baseUrl, USER);
        if (run > 0) variant.runs.push(figures);
        console.log(
          `${run === 0 ? 'warm-up' : `run ${run}`} ${variant.name.padEnd(7)} form ${seconds(figures.formMs)} (${kb(figures.formScriptBytes)} JS), chart ${seconds(figures.chartMs)} (${kb(figures.chartScriptBytes)} JS)`,
        );
      }
    }
    reloads = await reloadReportPages(product);
  } finally {
    await Promise.all([stop(product), stop(floor)]);
    for (const server of [product, floor]) rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(floorBuild.dir, { recursive: true, force: true });
  }
  const [p, f] = variants.map((v) => v.runs);
  const pick = (runs: RunFigures[], key: keyof RunFigures) => runs.map((r) => r[key]);
  console.log(
    `\n${'phase'.padEnd(34)}  ${'product'.padStart(10)}  ${'(min–max)'.padStart(20)}  ${'floor'.padStart(10)}  ${'(min–max)'.padStart(20)}  ${'ratio'.padStart(8)}`,
  );
  console.log(row('sign-in form usable', pick(p!, 'formMs'), pick(f!, 'formMs'), seconds));
  console.log(
    row('  JS transferred', pick(p!, 'formScriptBytes'), pick(f!, 'formScriptBytes'), kb),
  );
  console.log(
    row('sign-in → first dashboard chart', pick(p!, 'chartMs'), pick(f!, 'chartMs'), seconds),
  );
  console.log(
    row('  JS transferred', pick(p!, 'chartScriptBytes'), pick(f!, 'chartScriptBytes'), kb),
  );
  const total = (runs: RunFigures[]) => runs.map((r) => r.formScriptBytes + r.chartScriptBytes);
  console.log(row('JS transferred, both phases', total(p!), total(f!), kb));
  console.log('\nratio: product ÷ floor (medians). The floor is floor/floor-entry.tsx.');
  printTargets(pick(p!, 'formMs'), reloads);
}

async function reloadReportPages(product: RunningProduct): Promise<PageReloads[]> {
  console.log(
    `\nFull reloads of the report pages: localhost, unthrottled, warm cache, ${RUNS} each`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await measureReloads(browser, product.baseUrl, USER, RUNS);
  } finally {
    await browser.close();
  }
}

/** The /twrr reload whose request count is the median one, broken down by type. */
function twrrRequestsLine(twrr: PageReloads): string {
  const counts = twrr.requests.map((requests) => requests.length);
  const requests = twrr.requests[counts.indexOf(median(counts))]!;
  const byType = countByType(requests).map(([type, n]) => `${type} ${n}`);
  const cached = requests.filter((r) => r.fromCache).length;
  return `/twrr reload (median run): ${requests.length} requests: ${byType.join(', ')}; ${cached} answered by the browser's cache`;
}

function printTargets(formMs: number[], reloads: PageReloads[]): void {
  const twrr = reloads.find((r) => r.url === '/twrr')!;
  const slowest = Math.max(...reloads.map((r) => median(r.ms)));
  console.log(`\nIssue 12: page load (median of ${RUNS})`);
  console.log(
    formatTable(TARGET_HEADER, [
      targetRow(TARGETS.throttledForm, formMs),
      targetRow(
        TARGETS.twrrRequests,
        twrr.requests.map((requests) => requests.length),
      ),
      ...reloads.map((r) =>
        targetRow(TARGETS.reportReload, r.ms, `reload ${r.url} → ${r.kind} drawn`),
      ),
      targetRow(TARGETS.reportReload, [slowest], 'reload, slowest report page (its median)'),
    ]),
  );
  console.log(twrrRequestsLine(twrr));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
