/** @jest-environment node */
import { defaultEnvironment } from '../environment/environment';
import { setEnvironment } from '../environment/environment-store';
import { errorReporter, type ReportedError } from '../http/error-reporter';
import { jsonResponse, mockFetch, until, type FetchHandler } from '../http/test-support';
import { addResources } from '../i18n/texts-registry';
import { i18n, initI18n } from '../i18n/i18n';
import { localizationStore } from '../i18n/localization-store';
import {
  appConfigStore,
  CULTURE_NAME_MISSING,
  loadAppConfig,
  refreshAppState,
} from './app-config-store';
import { appConfigDto, localizationDto } from './test-fixtures';

const API = 'https://api.test';
let reported: ReportedError[];

function abpServer(config: unknown, localization: unknown = localizationDto()): FetchHandler {
  return (request) =>
    jsonResponse(request.url.includes('application-configuration') ? config : localization);
}

beforeAll(() => initI18n('fa'));
beforeEach(() => {
  setEnvironment({
    ...defaultEnvironment(API),
    apis: { default: { url: API, rootNamespace: 'Crm' } },
  });
  appConfigStore.setState({ config: null, status: 'idle' });
  errorReporter.reset();
  reported = [];
  errorReporter.subscribe((error) => reported.push(error));
});

describe('loadAppConfig', () => {
  it('asks once for the configuration with its texts, as the server includes them', async () => {
    const dto = appConfigDto();
    (dto.localization as Record<string, unknown>).resources = localizationDto({
      Crm: { 'Menu:Home': 'خانه' },
    }).resources;
    const { requests } = mockFetch(abpServer(dto));
    const config = await loadAppConfig();
    expect(requests.map((request) => request.url)).toEqual([
      `${API}/api/abp/application-configuration?includeLocalizationResources=true`,
    ]);
    expect(config.localization.resources).toEqual({
      Crm: { texts: { 'Menu:Home': 'خانه' }, baseResources: [] },
    });
    expect(i18n.t('Crm::Menu:Home', { lng: 'fa' })).toBe('خانه');
    expect(appConfigStore.getState()).toEqual({ config, status: 'ready' });
  });

  it('takes the older form of the included texts (values) without asking again', async () => {
    const dto = appConfigDto();
    (dto.localization as Record<string, unknown>).values = { Crm: { Older: 'قدیمی' } };
    const { requests } = mockFetch(abpServer(dto));
    await loadAppConfig();
    expect(requests).toHaveLength(1);
    expect(i18n.t('Crm::Older', { lng: 'fa' })).toBe('قدیمی');
  });

  it('asks for the texts of its culture when the configuration came without them', async () => {
    const { requests } = mockFetch(
      abpServer(appConfigDto(), localizationDto({ Crm: { 'Menu:Home': 'خانه' } })),
    );
    const config = await loadAppConfig();
    expect(requests.map((request) => request.url)).toEqual([
      `${API}/api/abp/application-configuration?includeLocalizationResources=true`,
      `${API}/api/abp/application-localization?cultureName=fa&onlyDynamics=false`,
    ]);
    expect(config.localization.resources).toEqual({
      Crm: { texts: { 'Menu:Home': 'خانه' }, baseResources: [] },
    });
    expect(config.localization.defaultResourceName).toBe('Crm');
    expect(config.auth.grantedPolicies['Crm.Baskets']).toBe(true);
    expect(appConfigStore.getState()).toEqual({ config, status: 'ready' });
  });

  it('feeds the server texts into i18next over the local ones', async () => {
    addResources('Crm', { fa: { Title: 'محلی', Kept: 'محلی' }, en: { Title: 'local' } });
    mockFetch(abpServer(appConfigDto(), localizationDto({ Crm: { Title: 'از سرور' } })));
    await loadAppConfig();
    expect(i18n.t('Crm::Title', { lng: 'fa' })).toBe('از سرور');
    expect(i18n.t('Crm::Kept', { lng: 'fa' })).toBe('محلی');
  });

  it('takes the default resource name from the configuration', async () => {
    const dto = appConfigDto();
    (dto.localization as Record<string, unknown>).defaultResourceName = 'Portfolio';
    mockFetch(abpServer(dto));
    await loadAppConfig();
    expect(localizationStore.getState().defaultResourceName).toBe('Portfolio');
  });

  it('keeps unknown fields and defaults the parts older servers omit', async () => {
    const { globalFeatures: _g, multiTenancy: _m, currentTenant: _c, ...older } = appConfigDto();
    mockFetch(abpServer(older));
    const config = await loadAppConfig();
    expect(config.globalFeatures).toEqual({ enabledFeatures: [] });
    expect(config.multiTenancy).toEqual({ isEnabled: false });
    expect(config.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect((config as Record<string, unknown>).timing).toEqual({
      timeZone: { iana: { timeZoneName: 'Asia/Tehran' } },
    });
  });

  it('refuses a configuration without the fields the app reads', async () => {
    mockFetch(abpServer(appConfigDto({ auth: {} })));
    await expect(loadAppConfig()).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(appConfigStore.getState().status).toBe('failed');
    expect(reported).toHaveLength(1);
  });

  it('throws "culture name should defined" without a culture name, before asking for texts', async () => {
    const dto = appConfigDto();
    (dto.localization as { currentCulture: object }).currentCulture = { cultureName: '' };
    const { requests } = mockFetch(abpServer(dto));
    await expect(loadAppConfig()).rejects.toThrow(CULTURE_NAME_MISSING);
    expect(CULTURE_NAME_MISSING).toBe('culture name should defined');
    expect(requests).toHaveLength(1);
  });

  it('stores the last started of overlapping loads', async () => {
    const answers: Array<() => void> = [];
    mockFetch(async (request) => {
      const id = answers.length < 2 ? `u-${answers.length}` : 'later';
      if (request.url.includes('application-configuration')) {
        await new Promise<void>((resolve) => answers.push(resolve));
        return jsonResponse(appConfigDto({ currentUser: { ...userOf(id) } }));
      }
      return jsonResponse(localizationDto());
    });
    const first = loadAppConfig();
    const second = loadAppConfig();
    await until(() => answers.length === 2, 'both configuration requests in flight');
    answers[1]!();
    await second;
    answers[0]!();
    await first;
    expect(appConfigStore.getState().config?.currentUser.id).toBe('u-1');
  });
});

function userOf(id: string) {
  return { isAuthenticated: true, id, roles: [] };
}

describe('refreshAppState', () => {
  it('reports a failure that is not a request’s and gives null, keeping the configuration', async () => {
    mockFetch(abpServer(appConfigDto()));
    const loaded = await loadAppConfig();
    const dto = appConfigDto();
    (dto.localization as { currentCulture: object }).currentCulture = { cultureName: '' };
    mockFetch(abpServer(dto));
    await expect(refreshAppState()).resolves.toBeNull();
    expect(reported.map((error) => error.message)).toEqual([CULTURE_NAME_MISSING]);
    expect(appConfigStore.getState().config).toBe(loaded);
  });

  it('leaves a failed request to the HTTP client’s one report', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    await expect(refreshAppState()).resolves.toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ status: 500 });
  });
});
