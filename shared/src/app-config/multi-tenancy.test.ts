/** @jest-environment node */
import { defaultEnvironment } from '../environment/environment';
import { setEnvironment } from '../environment/environment-store';
import { errorReporter } from '../http/error-reporter';
import { jsonResponse, mockFetch } from '../http/test-support';
import { i18n, initI18n } from '../i18n/i18n';
import { getSessionTenant, setSessionTenant } from '../session/session-store';
import { appConfigStore } from './app-config-store';
import { findTenantById, findTenantByName, setTenant } from './multi-tenancy';
import { appConfigDto, localizationDto } from './test-fixtures';

const API = 'https://api.test';
const acme = { success: true, tenantId: 't-1', name: 'acme', isActive: true };
const notFound = { success: false, tenantId: null, name: null, isActive: false };

function server(tenantAnswer: unknown) {
  return mockFetch((request) => {
    if (request.url.includes('/multi-tenancy/')) return jsonResponse(tenantAnswer);
    if (request.url.includes('application-configuration')) return jsonResponse(appConfigDto());
    return jsonResponse(localizationDto());
  });
}

beforeAll(() => initI18n('fa'));
beforeEach(async () => {
  setEnvironment({
    ...defaultEnvironment(API),
    apis: { default: { url: API, rootNamespace: 'Crm' } },
  });
  setSessionTenant(null);
  appConfigStore.setState({ config: null, status: 'idle' });
  errorReporter.reset();
  await i18n.changeLanguage('fa');
});

describe('tenant lookup', () => {
  it('asks by name without applying the session tenant', async () => {
    setSessionTenant({ id: 'other', name: 'other', isAvailable: true });
    const { requests } = server(acme);
    await expect(findTenantByName('ac me')).resolves.toMatchObject(acme);
    expect(requests[0]!.url).toBe(`${API}/api/abp/multi-tenancy/tenants/by-name/ac%20me`);
    expect(requests[0]!.headers.get('__tenant')).toBe('');
  });

  it('asks by id', async () => {
    const { requests } = server(acme);
    await findTenantById('t-1');
    expect(requests[0]!.url).toBe(`${API}/api/abp/multi-tenancy/tenants/by-id/t-1`);
  });
});

describe('setTenant', () => {
  it('stores a found tenant in the session and reloads the configuration', async () => {
    const { requests } = server(acme);
    await expect(setTenant(' acme ')).resolves.toEqual({
      status: 'set',
      tenant: { id: 't-1', name: 'acme', isAvailable: true },
    });
    expect(getSessionTenant()).toEqual({ id: 't-1', name: 'acme', isAvailable: true });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/abp/multi-tenancy/tenants/by-name/acme',
      '/api/abp/application-configuration',
      '/api/abp/application-localization',
    ]);
    expect(requests[1]!.headers.get('__tenant')).toBe('t-1');
    expect(appConfigStore.getState().status).toBe('ready');
  });

  it('clears the tenant on an empty name and reloads the configuration', async () => {
    setSessionTenant({ id: 't-1', name: 'acme', isAvailable: true });
    const { requests } = server(acme);
    await expect(setTenant('  ')).resolves.toEqual({ status: 'cleared' });
    expect(getSessionTenant()).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/abp/application-configuration',
      '/api/abp/application-localization',
    ]);
  });

  it('gives the localized "not available" message for an unknown tenant and keeps the session', async () => {
    const current = { id: 't-0', name: 'zero', isAvailable: true };
    setSessionTenant(current);
    const { requests } = server(notFound);
    await expect(setTenant('nobody')).resolves.toEqual({
      status: 'not-available',
      message: 'مستأجر «nobody» در دسترس نیست.',
    });
    expect(getSessionTenant()).toEqual(current);
    expect(requests).toHaveLength(1);
    await i18n.changeLanguage('en');
    await expect(setTenant('nobody')).resolves.toMatchObject({
      message: 'Given tenant is not available: nobody',
    });
  });

  it('treats an inactive tenant as not available', async () => {
    server({ ...acme, isActive: false });
    await expect(setTenant('acme')).resolves.toMatchObject({ status: 'not-available' });
    expect(getSessionTenant()).toBeNull();
  });

  it('gives the failure of the lookup itself', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    const result = await setTenant('acme');
    expect(result).toMatchObject({ status: 'failed', error: { status: 0 } });
  });
});
