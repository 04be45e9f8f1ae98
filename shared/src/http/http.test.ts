/** @jest-environment node */
import * as v from 'valibot';
import { defaultEnvironment } from '../environment/environment';
import { setEnvironment } from '../environment/environment-store';
import { setSessionTenant, sessionStore } from '../session/session-store';
import { loaderStore } from '../feedback/loader-store';
import { registerAuth } from './auth-registry';
import { errorReporter, type ReportedError } from './error-reporter';
import { http } from './http';
import { HttpError } from './http-error';
import { abpErrorResponse, jsonResponse, mockFetch, stubBrowser } from './test-support';

const API = 'https://api.test';
let reported: ReportedError[];
let undoBrowser: () => void;

beforeEach(() => {
  setEnvironment({
    ...defaultEnvironment(API),
    apis: { default: { url: API, rootNamespace: 'Crm' } },
  });
  sessionStore.setState({ language: 'fa', tenant: null });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
  undoBrowser = stubBrowser({ href: 'https://app.test/page', cookie: 'XSRF-TOKEN=xsrf%2B1' });
});
afterEach(() => undoBrowser());

describe('request headers', () => {
  it('sends the session language, the AJAX marker and no token before auth registers', async () => {
    const { requests } = mockFetch(() => jsonResponse({}));
    await http.get('/api/x');
    const headers = requests[0]!.headers;
    expect(headers.get('Accept-Language')).toBe('fa');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('__tenant')).toBe(false);
  });

  it('sends the registered provider’s bearer token and the session tenant id', async () => {
    const unregister = registerAuth({
      authorize: async () => ({ authorization: 'Bearer tok' }),
      refresh: async () => false,
      onUnauthenticated: () => undefined,
    });
    setSessionTenant({ id: 'tenant-1', name: 'acme', isAvailable: true });
    sessionStore.setState({ language: 'en' });
    const { requests } = mockFetch(() => jsonResponse({}));
    await http.get('/api/x');
    unregister();
    await http.get('/api/y');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(requests[0]!.headers.get('__tenant')).toBe('tenant-1');
    expect(requests[0]!.headers.get('Accept-Language')).toBe('en');
    expect(requests[1]!.headers.has('Authorization')).toBe(false);
  });

  it('keeps a tenant header the call sets itself, even an empty one', async () => {
    setSessionTenant({ id: 'tenant-1', name: 'acme', isAvailable: true });
    const { requests } = mockFetch(() => jsonResponse({}));
    await http.get('/api/x', { headers: { __tenant: '' } });
    expect(requests[0]!.headers.get('__tenant')).toBe('');
  });

  it('sends the anti-forgery token on non-GET relative requests only', async () => {
    setEnvironment(defaultEnvironment('https://app.test'));
    const { requests } = mockFetch(() => jsonResponse({}));
    await http.post('/api/x', { a: 1 });
    await http.delete('/api/x');
    await http.get('/api/x');
    await http.post(`${API}/api/x`, {});
    expect(requests.map((request) => request.headers.get('RequestVerificationToken'))).toEqual([
      'xsrf+1',
      'xsrf+1',
      null,
      null,
    ]);
    expect(requests[0]!.url).toBe('https://app.test/api/x');
  });
});

describe('URLs and bodies', () => {
  it('puts the path under the environment’s API URL with the query parameters', async () => {
    const { requests } = mockFetch(() => jsonResponse([]));
    await http.get('/api//app/basket/basket-list', {
      params: { filter: '', skipCount: 0, ids: ['a', 'b'], none: null },
    });
    expect(requests[0]!.url).toBe(`${API}/api/app/basket/basket-list?skipCount=0&ids=a&ids=b`);
  });

  it('sends objects as JSON and form data as it is', async () => {
    const { requests } = mockFetch(() => jsonResponse({}));
    await http.put('/api/x', { name: 'نام' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await http.post('/api/upload', form);
    expect(requests[0]!.headers.get('Content-Type')).toContain('application/json');
    expect(await requests[0]!.json()).toEqual({ name: 'نام' });
    expect(requests[1]!.headers.get('Content-Type')).toContain('multipart/form-data');
  });
});

describe('responses', () => {
  it('parses JSON, gives undefined for an empty body and text when asked', async () => {
    mockFetch((request) =>
      request.url.endsWith('/json')
        ? jsonResponse({ a: 1 })
        : request.url.endsWith('/empty')
          ? new Response(null, { status: 204 })
          : new Response('<p>contract</p>'),
    );
    await expect(http.get('/json')).resolves.toEqual({ a: 1 });
    await expect(http.get('/empty')).resolves.toBeUndefined();
    const text: string = await http.post('/text', undefined, { responseType: 'text' });
    expect(text).toBe('<p>contract</p>');
  });

  it('validates JSON against the schema and reports a mismatch', async () => {
    const schema = v.object({ basketID: v.number() });
    mockFetch(() => jsonResponse({ basketID: 7 }));
    const basket: { basketID: number } = await http.get('/b', { schema });
    expect(basket).toEqual({ basketID: 7 });
    mockFetch(() => jsonResponse({ basketID: 'seven' }));
    const error = await http.get('/b', { schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('invalid-response');
    expect(reported).toEqual([error]);
  });
});

describe('errors', () => {
  it('parses ABP’s error format, reports the error and re-raises it', async () => {
    mockFetch(() =>
      abpErrorResponse(403, {
        code: 'Crm:001',
        message: 'ممنوع',
        details: 'جزئیات',
        validationErrors: [{ message: 'نام لازم است', members: ['name'] }],
      }),
    );
    const error = (await http.get('/api/x').catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, kind: 'http', url: `${API}/api/x`, method: 'GET' });
    expect(error.abpError).toEqual({
      code: 'Crm:001',
      message: 'ممنوع',
      details: 'جزئیات',
      data: null,
      validationErrors: [{ message: 'نام لازم است', members: ['name'] }],
    });
    expect(error.message).toBe('ممنوع');
    expect(reported).toEqual([error]);
  });

  it('leaves abpError empty without the format header', async () => {
    mockFetch(() => jsonResponse({ error: { message: 'x' } }, { status: 500 }));
    const error = (await http.get('/api/x').catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(500);
    expect(error.abpError).toBeUndefined();
    expect(error.body).toEqual({ error: { message: 'x' } });
  });

  it('only re-raises when the call skips error handling', async () => {
    mockFetch(() => new Response('', { status: 404 }));
    await expect(http.get('/api/x', { skipHandleError: true })).rejects.toMatchObject({
      status: 404,
    });
    expect(reported).toEqual([]);
  });

  it('reports a network failure as status 0 "Unknown Error"', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = (await http.get('/api/x').catch((caught: unknown) => caught)) as HttpError;
    expect(error).toMatchObject({ status: 0, statusText: 'Unknown Error', kind: 'network' });
    expect(reported).toEqual([error]);
  });

  it('re-raises an abort without reporting it', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = http.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported).toEqual([]);
  });

  it('reads the tenant resolve error header', async () => {
    mockFetch(
      () =>
        new Response('', {
          status: 404,
          headers: { 'Abp-Tenant-Resolve-Error': 'Tenant not found!' },
        }),
    );
    const error = (await http.get('/api/x').catch((caught: unknown) => caught)) as HttpError;
    expect(error.tenantResolveError).toBe('Tenant not found!');
  });
});

describe('loader bar', () => {
  it('counts a request in while it runs unless the call skips the loader', async () => {
    let release: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const call = http.get('/api/x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaderStore.getState().active).toBe(1);
    release(jsonResponse({}));
    await call;
    expect(loaderStore.getState().active).toBe(0);

    mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const quiet = http.get('/api/y', { skipLoader: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaderStore.getState().active).toBe(0);
    release(jsonResponse({}));
    await quiet;
  });
});
