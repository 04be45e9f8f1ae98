// Compute time of the return maths on synthetic data (no I/O inside the timed part): TWRR over
// ten years of daily rows and XIRR over 2,500 flows, by Newton and by the bracketing fallback.
// Prints the median of several runs after a warm-up. Run: npx tsx bench/returns-compute.ts
import { performance } from 'node:perf_hooks';
import {
  twrrFromDailyRows,
  xirr,
  type CashFlow,
  type DailyValuation,
} from '../src/reports/return-maths';
import { bracketedRate } from '../src/reports/return-maths/xirr-bracket';
import { netFlowsByDate } from '../src/reports/return-maths/xirr-flows';

const WARM_UP_RUNS = 5;
const TIMED_RUNS = 31;
const DAY_MS = 86_400_000;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run uses the same data. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (start: number, offset: number) =>
  new Date(start + offset * DAY_MS).toISOString().slice(0, 10);

/** 3,653 days after a reference day: drift of ~8 % a year, a deposit or withdrawal every ~23 days. */
function dailyRows(): DailyValuation[] {
  const random = randomSource(1);
  const start = Date.UTC(2015, 0, 1);
  const rows: DailyValuation[] = [{ date: isoDay(start, 0), value: 1e9, inflow: 0, outflow: 0 }];
  for (let day = 1; day <= 3653; day++) {
    const previous = rows[day - 1]!.value;
    const inflow = random() < 0.03 ? Math.round(random() * 5e7) : 0;
    const outflow = random() < 0.01 ? Math.round(previous * 0.05) : 0;
    const growth = 1.000211 + (random() - 0.5) * 0.02;
    const value = Math.round((previous + inflow) * growth) - outflow;
    rows.push({ date: isoDay(start, day), value, inflow, outflow });
  }
  return rows;
}

/** 2,500 flows over ten years at ~8 % a year: deposits, withdrawals, then the end value. */
function cashFlows(count: number): CashFlow[] {
  const random = randomSource(2);
  const start = Date.UTC(2015, 0, 1);
  const flows: CashFlow[] = [];
  let value = 0;
  for (let i = 0; i < count - 1; i++) {
    const day = Math.floor((i * 3653) / count);
    const daysSince = i === 0 ? 0 : day - Math.floor(((i - 1) * 3653) / count);
    value *= 1.08 ** (daysSince / 365);
    const amount =
      i === 0 || random() < 0.8 ? -Math.round(1e6 + random() * 1e7) : Math.round(value * 0.02);
    value -= amount;
    flows.push({ date: isoDay(start, day), amount });
  }
  flows.push({ date: isoDay(start, 3653), amount: Math.round(value * 1.08 ** (3 / 365)) });
  return flows;
}

function medianMs(work: () => unknown): { median: number; min: number } {
  for (let i = 0; i < WARM_UP_RUNS; i++) work();
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]! };
}

const rows = dailyRows();
const flows = cashFlows(2500);
const netFlows = netFlowsByDate(flows);
const xirrResult = xirr(flows);

const lines = [
  {
    computation: 'TWRR, daily rows, split convention',
    size: `${rows.length.toLocaleString('en')} rows`,
    result: `cumulative ${twrrFromDailyRows(rows).cumulative.toFixed(6)}`,
    ...medianMs(() => twrrFromDailyRows(rows)),
  },
  {
    computation: 'XIRR (closed form / Newton / fallback)',
    size: `${flows.length.toLocaleString('en')} flows`,
    result: `${xirrResult.status} ${xirrResult.rate?.toFixed(6)}`,
    ...medianMs(() => xirr(flows)),
  },
  {
    computation: 'XIRR bracketing fallback alone',
    size: `${netFlows.times.length.toLocaleString('en')} flows`,
    result: `rate ${bracketedRate(netFlows, 0.1)?.toFixed(6)}`,
    ...medianMs(() => bracketedRate(netFlows, 0.1)),
  },
];

const header = ['computation', 'size', 'median ms', 'min ms', 'result'];
const table = [
  header,
  ...lines.map((line) => [
    line.computation,
    line.size,
    line.median.toFixed(3),
    line.min.toFixed(3),
    line.result,
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
console.log(
  `returns compute time, median of ${TIMED_RUNS} runs after ${WARM_UP_RUNS} warm-up runs`,
);
for (const cells of table) console.log(cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
