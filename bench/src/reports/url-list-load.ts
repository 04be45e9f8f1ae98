// Concurrent load on a URL list with autocannon: `concurrency` keep-alive connections send the
// next request as soon as their answer is in, until `total` have been sent; the latency of each
// answer (first byte sent to last byte received) is recorded, and any answer other than 200
// counts as failed. The first answer on each connection is sent but not counted: it carries the
// connection's set-up, and a browser keeps its connection open. Requests accept brotli and gzip as a browser does; the answers are not
// decompressed here: that is the client's work, not the server's (with `fetch`, decompressing
// and buffering 50 answers at once in this process inflated the latencies it measured).
import autocannon from 'autocannon';
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

export function runLoad(
  targets: readonly Target[],
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const origin = new URL(targets[0]!.url).origin;
  const paths = targets.map((target) => {
    const url = new URL(target.url);
    return { path: `${url.pathname}${url.search}`, headers: target.headers };
  });
  const connections = Math.min(concurrency, total);
  const connected = new Set<unknown>();
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  // autocannon reports completion on its once-a-second tick: the rate is measured to the last answer.
  let lastAnswer = started;
  return new Promise((resolveLoad, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        amount: total + connections,
        timeout: 60,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const target = paths[next++ % paths.length]!;
              return {
                ...request,
                path: target.path,
                headers: { ...target.headers, 'accept-encoding': 'br, gzip' },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (lastAnswer - started) / 1000;
        latencies.sort((a, b) => a - b);
        const errors = result.errors + result.timeouts;
        resolveLoad({
          count: latencies.length,
          failed: failed + errors,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          max: latencies[latencies.length - 1] ?? Number.NaN,
          perSecond: latencies.length / elapsed,
          ...(firstFailure
            ? { firstFailure }
            : errors
              ? { firstFailure: `${errors} socket errors or timeouts` }
              : {}),
        });
      },
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now();
      if (!connected.has(client)) {
        connected.add(client);
        if (statusCode === 200) return;
      }
      latencies.push(responseTime);
      if (statusCode !== 200) {
        failed += 1;
        firstFailure ??= `status ${statusCode}`;
      }
    });
  });
}
