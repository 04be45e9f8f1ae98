// What the browsers send (issue 40): each API call of a signed-in SPA carries a DPoP proof.
// Bearer and DPoP side by side, in server CPU µs per request (from /proc) and req/s, against
// the bare route, and what a refused proof costs. Each row sends a fixed number of requests,
// each DPoP request with a proof of its own made before the timed window; rounds interleave
// the rows, and each figure is the median of the rounds (with their range).
import type autocannon from 'autocannon';
import { withCpu } from '../lib/cpu';
import { DpopKey } from '../lib/dpop';
import { runLoad } from '../lib/load';
import { signatureCheckMicros } from '../lib/signature-check';
import { machineLine } from '../lib/machine';
import { median } from '../lib/stats';
import { perSecond, printTable } from '../lib/table';
import { verdict } from './targets';

/** Issue 40's goals: DPoP's overhead, and DPoP's CPU per request as a multiple of the bare route's. */
export const DPOP_GOALS = { overheadMicros: 120, multipleOfBare: { default: 12, poll: 8 } };

type Headers = Record<string, string>;

export interface DpopCostInput {
  serverPid: number;
  helloPid: number;
  helloUrl: string;
  /** A bearer session's headers. */
  bearer: Headers;
  /** A DPoP-bound access token and its key. */
  bound: { token: string; key: DpopKey; origin: string };
  endpoints: { name: string; url: string; poll?: boolean }[];
  rounds: number;
  requests: number;
  connections: number;
}

export interface Sample {
  micros: number;
  perSecond: number;
  statuses: Set<number>;
}

/** Sends exactly one request per header set (made beforehand), measuring the process's CPU. */
async function sample(pid: number, url: string, headerSets: Headers[], connections: number) {
  const statuses = new Set<number>();
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...headerSets[next++ % headerSets.length] },
      }),
      onResponse: (status) => void statuses.add(status),
    },
  ];
  const { result, cpu } = await withCpu(
    () => [pid],
    () => runLoad({ url, connections, seconds: 0, amount: headerSets.length, requests }),
  );
  return { micros: (cpu * 1e6) / result.requests, perSecond: result.perSecond, statuses };
}

interface Row {
  name: string;
  /** Makes the headers of `count` requests (before the timed window). */
  headers: (count: number) => Headers[];
  url: string;
  pid: number;
}

function rowsOf(input: DpopCostInput) {
  const { bound, bearer } = input;
  const dpopHeaders =
    (url: string, htu = url, key = bound.key) =>
    (count: number) =>
      Array.from({ length: count }, () => ({
        authorization: `DPoP ${bound.token}`,
        dpop: key.proof('GET', htu, bound.token),
      }));
  const server = input.serverPid;
  const bare: Row = {
    name: 'bare Fastify route',
    headers: (count) => Array.from({ length: count }, () => ({})),
    url: input.helloUrl,
    pid: input.helloPid,
  };
  const pairs = input.endpoints.map((endpoint) => ({
    endpoint,
    bearer: {
      name: `${endpoint.name} Bearer`,
      headers: (n: number) => Array(n).fill(bearer),
      url: endpoint.url,
      pid: server,
    } as Row,
    dpop: {
      name: `${endpoint.name} DPoP`,
      headers: dpopHeaders(endpoint.url),
      url: endpoint.url,
      pid: server,
    } as Row,
  }));
  const poll = input.endpoints.find((endpoint) => endpoint.poll) ?? input.endpoints[0]!;
  const replayed = dpopHeaders(poll.url)(1)[0]!;
  const bad: Row[] = [
    {
      name: 'stolen token, a fresh attacker key per request',
      headers: (count) =>
        Array.from(
          { length: count },
          () => dpopHeaders(poll.url, poll.url, DpopKey.create(bound.origin))(1)[0]!,
        ),
      url: poll.url,
      pid: server,
    },
    {
      name: 'a replayed proof',
      headers: (count) => Array(count).fill(replayed),
      url: poll.url,
      pid: server,
    },
    {
      name: 'a proof for another URL (htu)',
      headers: dpopHeaders(poll.url, new URL('/api/other', poll.url).href),
      url: poll.url,
      pid: server,
    },
  ];
  return { bare, pairs, bad };
}

export async function measureDpopCost(input: DpopCostInput): Promise<void> {
  const { bare, pairs, bad } = rowsOf(input);
  const all = [bare, ...pairs.flatMap((pair) => [pair.bearer, pair.dpop]), ...bad];
  const samples = new Map<Row, Sample[]>(all.map((row) => [row, []]));
  const measureRow = async (row: Row, count: number) =>
    sample(row.pid, row.url, row.headers(count), input.connections);
  const signatureChecks: number[] = [];
  for (const row of all) await measureRow(row, Math.min(500, input.requests)); // warm-up
  for (let round = 0; round < input.rounds; round += 1) {
    for (const row of all) samples.get(row)!.push(await measureRow(row, input.requests));
    signatureChecks.push(signatureCheckMicros(input.requests));
  }
  printDpopTables(input, { bare, pairs, bad }, samples);
  console.log(
    `\nOne ES256 signature check by node:crypto alone (the server's call, ${input.requests} checks a ` +
      `round in the load generator's process): ${micros(median(signatureChecks))} µs CPU ` +
      `(${micros(Math.min(...signatureChecks))}–${micros(Math.max(...signatureChecks))}), the part of ` +
      `every proof's cost no check can avoid; the goal leaves the rest of a DPoP request ` +
      `${micros(DPOP_GOALS.overheadMicros - median(signatureChecks))} µs at this hour of the machine.`,
  );
}

const middle = (list: Sample[], pick: (s: Sample) => number) => median(list.map(pick));
/**
 * DPoP's overhead: the median of each round's DPoP row minus the Bearer row sent just before it.
 * The two rows of a round share the machine's moment, so another guest's burst on this VM
 * shows in both and drops out of their difference more than out of a difference of medians.
 */
export const pairedOverhead = (bearer: Sample[], dpop: Sample[]) =>
  median(dpop.map((sample, round) => sample.micros - bearer[round]!.micros));
const range = (list: Sample[]) => {
  const values = list.map((s) => s.micros);
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
};
const micros = (value: number) => `${Math.round(value)}`;

function printDpopTables(
  input: DpopCostInput,
  rows: ReturnType<typeof rowsOf>,
  samples: Map<Row, Sample[]>,
) {
  const bareSamples = samples.get(rows.bare)!;
  const bareMicros = middle(bareSamples, (s) => s.micros);
  const header =
    `${input.requests} requests per row and round, ${input.rounds} rounds interleaved, ` +
    `${input.connections} connections; medians of the rounds (range in brackets); ` +
    machineLine();
  printTable(
    `Bearer and DPoP side by side: server CPU µs per request and req/s. ${header}`,
    [
      'endpoint',
      'Bearer µs',
      'req/s',
      'DPoP µs',
      'req/s',
      'overhead',
      `≤ ${DPOP_GOALS.overheadMicros} µs`,
      'DPoP × bare',
      'goal',
      '',
      'statuses',
    ],
    [
      [
        'bare Fastify route',
        `${micros(bareMicros)} (${range(bareSamples)})`,
        perSecond(middle(bareSamples, (s) => s.perSecond)),
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      ...rows.pairs.map(({ endpoint, bearer, dpop }) => {
        const [b, d] = [samples.get(bearer)!, samples.get(dpop)!];
        const [bMicros, dMicros] = [middle(b, (s) => s.micros), middle(d, (s) => s.micros)];
        const overhead = pairedOverhead(b, d);
        const multiple = dMicros / bareMicros;
        const goal = endpoint.poll
          ? DPOP_GOALS.multipleOfBare.poll
          : DPOP_GOALS.multipleOfBare.default;
        return [
          endpoint.name,
          `${micros(bMicros)} (${range(b)})`,
          perSecond(middle(b, (s) => s.perSecond)),
          `${micros(dMicros)} (${range(d)})`,
          perSecond(middle(d, (s) => s.perSecond)),
          `+${micros(overhead)} µs`,
          verdict(overhead <= DPOP_GOALS.overheadMicros),
          `${multiple.toFixed(1)}×`,
          `≤ ${goal}×`,
          verdict(multiple <= goal),
          statusesOf([...b, ...d]),
        ];
      }),
    ],
  );
  printTable(
    'Refused proofs on the poll (the failure limit raised, so every proof is checked): server CPU µs per request',
    ['bad proof', 'µs', 'req/s', '× bare', 'statuses'],
    rows.bad.map((row) => {
      const list = samples.get(row)!;
      const value = middle(list, (s) => s.micros);
      return [
        row.name,
        `${micros(value)} (${range(list)})`,
        perSecond(middle(list, (s) => s.perSecond)),
        `${(value / bareMicros).toFixed(1)}×`,
        statusesOf(list),
      ];
    }),
  );
}

const statusesOf = (list: Sample[]) =>
  [...new Set(list.flatMap((s) => [...s.statuses]))].sort().join(' ');
