// Measures the generator at the large size and the engine on one demo basket.
// Run: npx tsx src/demo/dataset/measure-speed.ts [customers] [deals]
import {
  computeSeries,
  checkpointBefore,
  recomputeFrom,
  type SeriesInputs,
} from '../../portfolio/engine';
import { createDemoDataset, LARGE_DEMO } from './dataset';

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, Math.round(performance.now() - start)];
}

export function measure(customers: number, targetDeals: number): Record<string, number> {
  const [dataset, setupMs] = timed(() =>
    createDemoDataset({ ...LARGE_DEMO, customers, targetDeals }),
  );
  const [counts, specialMs] = timed(() => {
    let events = 0;
    let deals = 0;
    for (const customer of dataset.customers) {
      for (const plan of customer.specialBaskets) {
        for (const event of dataset.basketEvents(plan)) {
          events += 1;
          if (event.type === 'deal') deals += 1;
        }
      }
    }
    for (const pool of dataset.pools) {
      for (const event of dataset.poolEvents(pool)) {
        events += 1;
        if (event.type === 'deal') deals += 1;
      }
    }
    return { events, deals };
  });
  const plan = dataset.customers[0]!.specialBaskets[0]!;
  const inputs: SeriesInputs = {
    basket: { id: plan.basketId, kind: 'special', settlementLags: dataset.config.lags },
    instruments: new Map(dataset.market.instruments.map((i) => [i.id, i])),
    prices: dataset.priceBook(),
    calendar: dataset.market.calendar,
    events: [...dataset.basketEvents(plan)],
    lastDay: dataset.market.days[dataset.market.days.length - 1]!,
  };
  const [series, fullMs] = timed(() =>
    computeSeries(inputs, { keepState: (day) => day.endsWith('-01') }),
  );
  const lastMonth = inputs.lastDay.slice(0, 8) + '01';
  const [, incrementalMs] = timed(() =>
    recomputeFrom(series, checkpointBefore(series.checkpoints, lastMonth)!, inputs),
  );
  return {
    setupMs,
    generateMs: specialMs,
    events: counts.events,
    deals: counts.deals,
    heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    engineFullSeriesMs: fullMs,
    engineDays: series.points.length,
    engineEvents: inputs.events.length,
    engineLastMonthMs: incrementalMs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [customers = '10000', deals = '1000000'] = process.argv.slice(2);
  console.log(measure(Number(customers), Number(deals)));
}
