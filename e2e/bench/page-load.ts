// `npm run bench -- page`: page load in Debian's Chromium under 4× CPU slowdown and a
// 10 Mbit/s, 40 ms RTT link, cold cache (a fresh browser profile per run), median of 5:
//   1. from opening /account/login?__tenant=demo to the sign-in form being usable (through
//      the code flow's redirect to the identity provider and back);
//   2. from submitting the sign-in (demo customer1) to the dashboard's first chart drawn;
// and the JavaScript bytes transferred in each phase, for the product and for the floor (the
// same pages in one plain bundle, floor/), both served by the built server with demo data.
// Runs alternate product and floor, after one discarded warm-up run each.
// Usage: tsx bench/page-load.ts [--runs 5]
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startProduct, type RunningProduct } from '../src/product';
import { buildFloor } from './floor/build-floor';
import { measureRun, type RunFigures } from './page/measure-run';
import { CONDITIONS } from './page/throttling';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const USER = { tenant: 'demo', userName: 'customer1', password: '1q2w3E*' };

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[(samples.length - 1) >> 1]!;
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
