// One simulated user of the load test: signs in through the code flow (as the SPA does), makes
// one contract write (resumes or starts a contract and fills in a detail), reports in, then
// until the end polls the multiple-login check and browses a report of one of their baskets,
// with a short pause between rounds.
import { bearer, type HttpClient } from '../harness/http-client';
import { signIn } from '../harness/oidc-flow';
import { sleep } from '../harness/wait';
import type { LoadStats } from './load-stats';

const POLL = '/api/app/user/has-current-user-multiple-login-session';
const CONTRACTS = '/api/app/portfolio-contract';
const REPORTS = [
  (basket: string) => `/api/app/report/dashboard?basketId=${basket}`,
  (basket: string) => `/api/app/report/portfolio-status?basketId=${basket}`,
  (basket: string) => `/api/app/report/asset-composition?basketId=${basket}`,
  (basket: string) => `/api/app/report/balance-sheet?basketId=${basket}`,
  (basket: string) => `/api/app/report/twrr?basketId=${basket}`,
  (basket: string) => `/api/app/report/turnover?basketId=${basket}`,
  (basket: string) => `/api/app/basket/basket-asset-state-report?basketId=${basket}`,
];

/** When the users stop: set once every user has signed in (see load.test.ts). */
export interface Schedule {
  /** Called by each user once signed in and written (or failed); resolves with the deadline. */
  arrived: () => void;
  deadline: () => number | undefined;
}

export interface UserPlan {
  client: HttpClient;
  stats: LoadStats;
  schedule: Schedule;
  userName: string;
  tenant: string;
  /** Longest pause between two rounds. */
  thinkMs: number;
  index: number;
}

function ok<T>(response: { status: number; body: string; json: () => T }, what: string): T {
  if (response.status >= 300)
    throw new Error(`${what}: ${response.status} ${response.body.slice(0, 300)}`);
  return response.json();
}

export async function basketsOf(client: HttpClient, accessToken: string): Promise<string[]> {
  const list = ok<{ items: { basketID: string }[] }>(
    await client.get('/api/app/basket/approved-baskets-list', bearer(accessToken)),
    'basket list',
  );
  return list.items.map((item) => item.basketID);
}

async function writeContract(plan: UserPlan, client: HttpClient, auth: Record<string, string>) {
  const contract = ok<{ id: string }>(
    await client.send(
      'POST',
      `${CONTRACTS}/save-portfolio-contract`,
      {
        stateCode: 'CompleteUserInformation',
        nationalCode: '',
        basketId: null,
        isFromBackOffice: false,
      },
      auth,
    ),
    'save contract',
  );
  ok(
    await client.send(
      'POST',
      `${CONTRACTS}/update-portfolio-contract`,
      { id: contract.id, firstName: `کاربر ${plan.index}` },
      auth,
    ),
    'update contract',
  );
  plan.stats.contractWrites += 1;
}

async function arrive(plan: UserPlan, client: HttpClient) {
  try {
    const started = performance.now();
    const tokens = await signIn(client, { userName: plan.userName, tenant: plan.tenant });
    plan.stats.add('sign-in (whole flow)', performance.now() - started);
    const auth = bearer(tokens.access_token);
    const baskets = await basketsOf(client, tokens.access_token);
    await writeContract(plan, client, auth);
    return { auth, baskets };
  } finally {
    plan.schedule.arrived();
  }
}

export async function simulatedUser(plan: UserPlan): Promise<void> {
  const client = plan.client.newBrowser();
  const { auth, baskets } = await arrive(plan, client);
  const active = () => {
    const deadline = plan.schedule.deadline();
    return deadline === undefined || Date.now() < deadline;
  };
  for (let round = plan.index; active(); round += 1) {
    await client.get(POLL, auth);
    const report = REPORTS[round % REPORTS.length]!;
    await client.get(report(baskets[round % baskets.length]!), auth);
    await sleep(Math.random() * plan.thinkMs);
  }
}
