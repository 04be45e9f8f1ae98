import { i18n, initI18n } from './i18n';
import { resolveKey } from './resolve-key';
import { localizationStore, setDefaultResourceName } from './localization-store';
import { applyServerLocalization, flattenResources } from './server-localization';

describe('flattenResources', () => {
  it('puts a resource’s own texts over its base resources, the first base over later ones', () => {
    const flat = flattenResources({
      resources: {
        AbpUi: { texts: { Own: 'ui', Shared: 'ui' }, baseResources: ['First', 'Second'] },
        First: { texts: { Shared: 'first', Both: 'first' }, baseResources: ['Deep'] },
        Second: { texts: { Both: 'second', SecondOnly: 'second' } },
        Deep: { texts: { DeepOnly: 'deep' } },
      },
    });
    expect(flat.AbpUi).toEqual({
      Own: 'ui',
      Shared: 'ui',
      Both: 'first',
      SecondOnly: 'second',
      DeepOnly: 'deep',
    });
    expect(flat.Second).toEqual({ Both: 'second', SecondOnly: 'second' });
  });

  it('survives cycles and unknown base resources', () => {
    const flat = flattenResources({
      resources: {
        A: { texts: { A: 'a' }, baseResources: ['B', 'Missing'] },
        B: { texts: { B: 'b' }, baseResources: ['A'] },
      },
    });
    expect(flat.A).toEqual({ A: 'a', B: 'b' });
    expect(flat.B).toEqual({ A: 'a', B: 'b' });
  });

  it('takes the older `values` form, with `resources` winning for the same resource', () => {
    const flat = flattenResources({
      values: { Old: { K: 'old' }, Both: { K: 'values' } },
      resources: { Both: { texts: { K: 'resources' } } },
    });
    expect(flat).toEqual({ Old: { K: 'old' }, Both: { K: 'resources' } });
  });
});

describe('applyServerLocalization', () => {
  beforeAll(() => initI18n('fa'));
  afterEach(() => setDefaultResourceName(undefined));

  it('stores fa-IR texts under Persian, with base resources searchable through i18next', () => {
    const language = applyServerLocalization({
      currentCulture: { cultureName: 'fa-IR' },
      resources: {
        AbpUi: { texts: {}, baseResources: ['AbpExceptionHandling'] },
        AbpExceptionHandling: { texts: { DefaultErrorMessage: 'خطایی روی داد' } },
      },
    });
    expect(language).toBe('fa');
    expect(i18n.t('AbpUi::DefaultErrorMessage', { lng: 'fa' })).toBe('خطایی روی داد');
  });

  it('falls back to the given language for a culture the app does not support', () => {
    const language = applyServerLocalization(
      { currentCulture: { cultureName: 'de-DE' }, resources: { De: { texts: { K: 'v' } } } },
      'en',
    );
    expect(language).toBe('en');
    expect(i18n.getResource('en', 'De', 'K')).toBe('v');
  });

  it('takes the server’s default resource for ::Key', () => {
    applyServerLocalization({ defaultResourceName: 'Portfolio', resources: {} }, 'fa');
    expect(localizationStore.getState().defaultResourceName).toBe('Portfolio');
    expect(resolveKey('::Menu:Home')).toBe('Portfolio::Menu:Home');
    applyServerLocalization({ defaultResourceName: null, resources: {} }, 'fa');
    expect(resolveKey('::Menu:Home')).toBe('Crm::Menu:Home');
  });
});
