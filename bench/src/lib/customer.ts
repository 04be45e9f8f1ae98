// A signed-in demo customer and what the report benchmarks need of them: a bearer header and
// the id of their first approved basket (whose series the first report read computes).
import { bearer, signIn, type Tokens } from './sign-in';

export const DEMO_PASSWORD = '1q2w3E*';

export interface Customer {
  userName: string;
  tokens: Tokens;
  headers: Record<string, string>;
  basketId: string;
}

export async function signInCustomer(
  baseUrl: string,
  userName: string,
  tenant: string,
): Promise<Customer> {
  const tokens = await signIn(baseUrl, { userName, password: DEMO_PASSWORD, tenant });
  const headers = bearer(tokens);
  const response = await fetch(`${baseUrl}/api/app/basket/approved-baskets-list`, { headers });
  if (!response.ok) throw new Error(`${userName}: baskets ${response.status}`);
  const { items } = (await response.json()) as { items: { basketID: string | number }[] };
  if (!items[0]) throw new Error(`${userName} has no approved basket`);
  return { userName, tokens, headers, basketId: String(items[0].basketID) };
}

export const dashboardPath = (basketId: string) =>
  `/api/app/report/dashboard?basketId=${encodeURIComponent(basketId)}`;

/** Reads a report once and returns how long it took (the first read computes the series). */
export async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}
