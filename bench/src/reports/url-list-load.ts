// Concurrent load on a URL list: `concurrency` keep-alive connections send the next request as
// soon as their answer is in, until `total` have been sent; the latency of each answer (request
// sent to last byte received) is recorded, and any answer other than 200 counts as failed. The
// first answer on each connection is sent but not counted: it carries the connection's set-up,
// and a browser keeps its connection open. Requests accept brotli and gzip as a browser does.
//
// The client is Node's own (llhttp, in C), and an answer's bytes are read and dropped, never
// decoded: decompressing is the browser's work, not the server's. autocannon, used here before,
// appends every body chunk to a string (decoding brotli bytes as UTF-8); for TWRR since start,
// 53 kB per answer, that kept its one core busy near 1,000 answers/s and its own queueing was
// most of the latency it printed.
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
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

const TIMEOUT_MS = 60_000;

interface Answer {
  status: number;
  ms: number;
}

/** One GET on `agent`'s connection; the answer's bytes are drained, not kept. */
function get(agent: Agent, url: URL, headers: OutgoingHttpHeaders): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(url, { agent, headers }, (response) => {
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
      response.resume();
    });
    sent.setTimeout(TIMEOUT_MS, () => sent.destroy(new Error('timed out')));
    sent.on('error', reject);
    sent.end();
  });
}

export async function runLoad(
  targets: readonly Target[],
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const prepared = targets.map((target) => ({
    url: new URL(target.url),
    headers: { ...target.headers, 'accept-encoding': 'br, gzip' },
  }));
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let next = 0;
  let sent = 0;
  const send = async (agent: Agent, counted: boolean) => {
    const target = prepared[next++ % prepared.length]!;
    try {
      const answer = await get(agent, target.url, target.headers);
      if (counted) latencies.push(answer.ms);
      if (answer.status !== 200) {
        failed += 1;
        firstFailure ??= `status ${answer.status}`;
      }
    } catch (error) {
      failed += 1;
      firstFailure ??= (error as Error).message;
    }
  };
  const connection = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await send(agent, false);
      while (sent < total) {
        sent += 1;
        await send(agent, true);
      }
    } finally {
      agent.destroy();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, connection));
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
