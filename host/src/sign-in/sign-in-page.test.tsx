// The host's sign-in page on the provider's interaction: what it draws and what it posts. The
// server is a fake `fetch` answering the three calls the page makes; the e2e specs run the page
// against the real provider.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setSessionTenant } from '@crm/shared';
// Its stand-in for ResizeObserver, which Fluent's MessageBar needs and jsdom lacks.
import '@crm/shared/testing';
import { SignInPage } from './sign-in-page';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({
      url: String(url),
      method,
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers[`${method} ${String(url)}`] ?? { status: 404, body: {} };
    return {
      ok: answer.status < 400,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

const INTERACTION = '/account/login/interaction/abc';

async function openPage(postAnswer: { status: number; body: unknown }) {
  window.history.replaceState(null, '', '/account/login?interaction=abc');
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  const calls = fakeServer({
    [`GET ${INTERACTION}`]: {
      status: 200,
      body: { uid: 'abc', tenant: { id: 't-1', name: 'demo' } },
    },
    [`POST ${INTERACTION}`]: postAnswer,
  });
  const start = {
    tenantApplied: Promise.resolve(),
    configuration: Promise.resolve({ multiTenancy: { isEnabled: true } }),
  };
  await act(async () => void render(<SignInPage start={start} />));
  return calls;
}

async function submit(userName: string, password: string) {
  const [user] = screen.getAllByRole('textbox') as HTMLInputElement[];
  const secret = document.querySelector<HTMLInputElement>('input[type="password"]')!;
  await act(async () => void fireEvent.change(user!, { target: { value: userName } }));
  await act(async () => void fireEvent.change(secret, { target: { value: password } }));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'ورود' })));
}

describe('the host’s sign-in page', () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    localStorage.clear();
    setSessionTenant(null);
  });
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('draws the interaction’s tenant and the form in Persian', async () => {
    await openPage({ status: 400, body: {} });
    expect(screen.getByTestId('tenant-box').textContent).toContain('مستأجر: demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ورود');
    expect(screen.getByText('نام کاربری یا نشانی ایمیل')).toBeTruthy();
    expect(screen.getByTestId('forgot-password-link').getAttribute('href')).toBe(
      '/account/forgot-password?__tenant=demo',
    );
  });

  it('posts the credentials with the tenant, the anti-forgery token and the language, and shows the server’s message', async () => {
    const message = 'نام کاربری یا رمز عبور نادرست است!';
    const calls = await openPage({ status: 400, body: { error: { message } } });
    await submit(' admin ', 'wrong');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(INTERACTION);
    expect(post.body).toEqual({
      userNameOrEmailAddress: 'admin',
      password: 'wrong',
      rememberMe: true,
    });
    expect(post.headers.get('__tenant')).toBe('t-1');
    expect(post.headers.get('RequestVerificationToken')).toBe('token-1');
    expect(post.headers.get('Accept-Language')).toBe('fa');
    expect(screen.getByTestId('login-error').textContent).toBe(message);
  });

  it('names an unknown tenant in Persian', async () => {
    await openPage({ status: 400, body: { error: { code: 'Crm:TenantNotFound', message: 'x' } } });
    await submit('admin', 'x');
    expect(screen.getByTestId('login-error').textContent).toBe(
      'مستأجر داده‌شده در دسترس نیست: demo',
    );
  });
});
