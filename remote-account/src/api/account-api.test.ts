/** @jest-environment node */
// Which account calls reach the shell's error handler (spec §8): the signed-in user's profile,
// password changes and security log do; the account layout's pages keep theirs. The expired-
// password change sends the spec's shape, the two passwords in the query string (§7).
import {
  defaultEnvironment,
  errorReporter,
  isHttpError,
  setEnvironment,
  type ReportedError,
} from '@crm/shared';
import { accountApi } from './account-api';

const API = 'https://api.test';
let reported: ReportedError[];
let requests: Request[];

function answer(response: () => Response) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return response();
  }) as unknown as typeof fetch;
}
const serverError = () => new Response('', { status: 500 });
const abpError = () =>
  new Response(JSON.stringify({ error: { code: null, message: 'رمز فعلی درست نیست' } }), {
    status: 400,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });

beforeEach(() => {
  setEnvironment({
    ...defaultEnvironment(API),
    apis: { default: { url: API, rootNamespace: 'Crm' } },
  });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});

const password = { currentPassword: 'old secret', newPassword: 'new secret' };
const profile = {
  userName: 'sara',
  email: 'sara@example.com',
  name: null,
  surname: null,
  phoneNumber: null,
  concurrencyStamp: 'stamp',
};

describe.each([
  ['the security log', () => accountApi.getSecurityLog(1, 10)],
  ['reading the profile', () => accountApi.getMyProfile()],
  ['saving the profile', () => accountApi.updateMyProfile(profile)],
  ['the profile’s password change', () => accountApi.changeMyPassword(password)],
  ['the expired-password change', () => accountApi.changeExpiredPassword(password)],
  ['recording the new expiry', () => accountApi.savePasswordExpiration()],
])('%s', (_name, call) => {
  it('hands a 500 to the shell’s error handler and still fails', async () => {
    answer(serverError);
    await expect(call()).rejects.toMatchObject({ status: 500 });
    expect(reported).toHaveLength(1);
    expect(isHttpError(reported[0]) && reported[0].status).toBe(500);
  });

  it('hands an ABP error body to the shell’s error handler', async () => {
    answer(abpError);
    await expect(call()).rejects.toMatchObject({ status: 400 });
    expect(reported).toHaveLength(1);
    expect(isHttpError(reported[0]) && reported[0].abpError?.message).toBe('رمز فعلی درست نیست');
  });
});

it('keeps the account layout’s failures to its pages (registration)', async () => {
  answer(abpError);
  await expect(
    accountApi.register({ userName: 'u', emailAddress: 'u@example.com', password: 'p' }),
  ).rejects.toMatchObject({ status: 400 });
  expect(reported).toEqual([]);
});

it('sends the expired-password change as the spec does: both passwords in the query, no body', async () => {
  answer(() => new Response(null, { status: 204 }));
  await accountApi.changeExpiredPassword({ currentPassword: 'old & secret', newPassword: 'n+1' });
  const request = requests[0]!;
  const url = new URL(request.url);
  expect(request.method).toBe('POST');
  expect(url.pathname).toBe('/api/app/user/change-password');
  expect(url.searchParams.get('currentPassword')).toBe('old & secret');
  expect(url.searchParams.get('newPassword')).toBe('n+1');
  expect(await request.text()).toBe('');
});
