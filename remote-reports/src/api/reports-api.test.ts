/** @jest-environment node */
// The report calls reach the shell's error handler (spec §8: a 500 is the full-page error, an
// ABP error body the error dialog); a request the page abandoned is never reported.
import {
  defaultEnvironment,
  errorReporter,
  isHttpError,
  setEnvironment,
  type ReportedError,
} from '@crm/shared';
import { reportsApi } from './reports-api';

let reported: ReportedError[];

function answer(response: () => Response) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    return response();
  }) as unknown as typeof fetch;
}
const serverError = () => new Response('', { status: 500 });
const abpError = () =>
  new Response(JSON.stringify({ error: { code: null, message: 'سبد یافت نشد' } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });

beforeEach(() => {
  const api = 'https://api.test';
  setEnvironment({
    ...defaultEnvironment(api),
    apis: { default: { url: api, rootNamespace: 'Crm' } },
  });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});

const list = { skipCount: 0, maxResultCount: 10 };
const range = { basketId: '7', fromDate: '2024-03-20', toDate: '2025-03-20' };

describe.each([
  ['the dashboard', () => reportsApi.dashboard('7')],
  ['the basket’s span', () => reportsApi.dateRange('7')],
  ['a one-day report', () => reportsApi.portfolioStatus({ basketId: '7', date: '2025-03-20' })],
  ['a paged report', () => reportsApi.turnover(range, list)],
  ['the asset-state PDF', () => reportsApi.assetStatePdf({ basketId: '7' })],
])('%s', (_name, call) => {
  it('hands a 500 to the shell’s error handler and still fails', async () => {
    answer(serverError);
    await expect(call()).rejects.toMatchObject({ status: 500 });
    expect(reported.map((error) => isHttpError(error) && error.status)).toEqual([500]);
  });

  it('hands an ABP error body to the shell’s error handler', async () => {
    answer(abpError);
    await expect(call()).rejects.toMatchObject({ status: 404 });
    expect(reported).toHaveLength(1);
    expect(isHttpError(reported[0]) && reported[0].abpError?.message).toBe('سبد یافت نشد');
  });
});

it('reports nothing for a request the page abandoned', async () => {
  answer(serverError);
  const controller = new AbortController();
  controller.abort();
  await expect(reportsApi.dashboard('7', controller.signal)).rejects.toBeDefined();
  expect(reported).toEqual([]);
});
