// One load measurement with autocannon: `connections` keep-alive connections send requests
// back to back for `seconds`; every answer's latency is recorded here (autocannon's own
// histogram has whole-millisecond buckets and no p95), and any answer other than 2xx, any
// socket error and any timeout counts as an error.
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-connection request generation (see autocannon's `requests`). */
  requests?: autocannon.Request[];
  /** Send exactly this many requests instead of sending for `seconds`. */
  amount?: number;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  return new Promise((resolveLoad, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount === undefined
          ? { duration: options.seconds }
          : { amount: options.amount }),
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.body === undefined ? {} : { body: options.body }),
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolveLoad({
          requests: latencies.length,
          perSecond:
            latencies.length /
            (options.amount === undefined ? options.seconds : (performance.now() - started) / 1000),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: errors + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) errors += 1;
    });
  });
}

/** A short run whose figures are dropped: JIT, caches and pools warm up before measuring. */
export async function warmUp(options: LoadOptions, seconds = 3): Promise<void> {
  await runLoad({ ...options, seconds });
}
