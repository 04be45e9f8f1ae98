// Concurrent load on one URL list: `concurrency` workers take the next request until `total`
// have been sent; the latency of each answer is recorded (a non-200 answer is counted as failed).
import { performance } from 'node:perf_hooks';
import { percentile } from '../lib/stats';

export interface LoadResult {
  count: number;
  failed: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  firstFailure?: string;
}

export interface Target {
  url: string;
  headers: Record<string, string>;
}

export async function runLoad(
  targets: readonly Target[],
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const target = targets[next++ % targets.length]!;
      const sent = performance.now();
      const response = await fetch(target.url, { headers: target.headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status !== 200) {
        failed += 1;
        firstFailure ??= `${response.status} ${target.url}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    perSecond: latencies.length / elapsed,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
