// Polling cost (issue 9, item 4): every signed-in tab asks the multiple-login endpoint every
// 5 s, so 10,000 tabs send 2,000 requests/s and 100,000 send 20,000. This measures the requests
// per second ONE core of the server sustains on that endpoint (server pinned to core 0, load
// from core 1), on the embedded PGlite (the database inside the same core) and on PostgreSQL
// (the database in its own processes), over many sessions. The rate per core is counted per
// CPU-second the server process (and, for PostgreSQL, its backends) actually used, since on a
// shared machine the pinned core is not exclusive; the wall-clock rate is printed beside it.
// Usage: tsx src/polling/polling-cost.ts [--seconds 15] [--connections 50] [--sessions 50]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { withCpu } from '../lib/cpu';
import { runLoad, warmUp, type LoadFigures } from '../lib/load';
import { printHeading } from '../lib/machine';
import {
  backendPids,
  createDatabase,
  databaseActivity,
  type ThrowawayDatabase,
} from '../lib/postgres';
import { pinSelf, startProduct } from '../lib/processes';
import { bearer, signIn } from '../lib/sign-in';
import { ms, perSecond, printTable } from '../lib/table';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    sessions: { type: 'string', default: '50' },
    'no-postgres': { type: 'boolean', default: false },
  },
});
const POLL_PATH = '/api/app/user/has-current-user-multiple-login-session';
const POLL_INTERVAL_SECONDS = 5;
const TAB_COUNTS = [10_000, 100_000];

/**
 * One session per user, as in real use: a user's older session is signed out at its first
 * `true`, so nearly every poll answers `false`. The users are created through the API.
 */
async function signInDistinctUsers(baseUrl: string, count: number) {
  const admin = bearer(
    await signIn(baseUrl, { userName: 'admin', password: '1q2w3E*', tenant: 'demo' }),
  );
  const users = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const user = { userName: `poll${i}`, password: `Poll-${randomUUID()}` };
      const response = await fetch(`${baseUrl}/api/identity/users`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ ...user, email: `poll${i}@example.com`, roleNames: ['customer'] }),
      });
      if (!response.ok) throw new Error(`creating ${user.userName}: ${response.status}`);
      return user;
    }),
  );
  return Promise.all(
    users.map((user) => signIn(baseUrl, { ...user, tenant: 'demo' }).then(bearer)),
  );
}

/** Polls round-robin over the signed-in sessions, as many tabs of many users do. */
function pollRequests(headers: Record<string, string>[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      path: POLL_PATH,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...headers[next++ % headers.length] },
      }),
    },
  ];
}

interface PollFigures extends LoadFigures {
  /** CPU-seconds per request: the server process, and PostgreSQL's backends (0 on PGlite). */
  serverCpu: number;
  databaseCpu: number;
  /** PostgreSQL only: transactions and rows read per poll, from pg_stat_database. */
  perPoll?: { transactions: number; rowsRead: number };
}

async function measurePoll(database: ThrowawayDatabase | undefined): Promise<PollFigures> {
  const product = await startProduct({
    cpu: 0,
    ...(database ? { env: { DATABASE_URL: database.url } } : {}),
  });
  try {
    const sessions = await signInDistinctUsers(product.baseUrl, Number(values.sessions));
    const options = {
      url: `${product.baseUrl}${POLL_PATH}`,
      connections: Number(values.connections),
      seconds: Number(values.seconds),
      requests: pollRequests(sessions),
    };
    await warmUp(options);
    const before = database && (await databaseActivity(database.url));
    const backends = database ? await backendPids(database.url) : [];
    let databaseCpu = 0;
    const { result, cpu } = await withCpu(
      () => [product.child.pid!],
      async () => {
        const measured = await withCpu(
          () => backends,
          () => runLoad(options),
        );
        databaseCpu = measured.cpu;
        return measured.result;
      },
    );
    const figures = {
      ...result,
      serverCpu: cpu / result.requests,
      databaseCpu: databaseCpu / result.requests,
    };
    if (!database || !before) return figures;
    // pg_stat_database is updated when a backend's transaction ends; give it a moment.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await databaseActivity(database.url);
    return {
      ...figures,
      perPoll: {
        transactions: (after.transactions - before.transactions) / figures.requests,
        rowsRead: (after.rowsRead - before.rowsRead) / figures.requests,
      },
    };
  } finally {
    await product.stop();
  }
}

async function main() {
  pinSelf(1);
  printHeading(
    'Polling cost',
    `GET ${POLL_PATH}: ${values.connections} connections over ${values.sessions} sessions of as many users, ` +
      `${values.seconds} s after a 3 s warm-up; server pinned to core 0, load generator to core 1.`,
  );
  const rows: [string, PollFigures][] = [['PGlite (embedded)', await measurePoll(undefined)]];
  if (!values['no-postgres']) {
    const database = await createDatabase('poll');
    try {
      rows.push(['PostgreSQL 127.0.0.1', await measurePoll(database)]);
    } finally {
      await database.drop();
    }
  }
  const coresFor = (tabs: number, cpuPerRequest: number) =>
    ((tabs / POLL_INTERVAL_SECONDS) * cpuPerRequest).toFixed(1);
  printTable(
    `The poll on one core (a tab polls every ${POLL_INTERVAL_SECONDS} s); req/s per core = ` +
      `requests ÷ CPU-seconds the server process used; cores = req/s needed × CPU-s per request`,
    [
      'database',
      'req/s (wall)',
      'p50',
      'p99',
      'errors',
      'req/s per server core',
      'DB CPU ms per poll',
      ...TAB_COUNTS.map((tabs) => `cores for ${tabs.toLocaleString('en-US')} tabs: server + DB`),
    ],
    rows.map(([name, r]) => [
      name,
      perSecond(r.perSecond),
      ms(r.p50, 2),
      ms(r.p99, 2),
      String(r.errors),
      perSecond(1 / r.serverCpu),
      r.databaseCpu > 0 ? (r.databaseCpu * 1000).toFixed(2) : 'in process',
      ...TAB_COUNTS.map(
        (tabs) => `${coresFor(tabs, r.serverCpu)} + ${coresFor(tabs, r.databaseCpu)}`,
      ),
    ]),
  );
  for (const [name, r] of rows)
    if (r.perPoll)
      console.log(
        `${name}: ${r.perPoll.transactions.toFixed(1)} transactions and ${r.perPoll.rowsRead.toFixed(0)} rows read per poll (pg_stat_database)`,
      );
}

await main();
