import { i18n, initI18n } from './i18n';
import { setDefaultResourceName } from './localization-store';
import { fillPlaceholders, localize, SEPARATOR_NOT_FOUND, SOURCE_NOT_FOUND } from './localize';
import { addResources, applyServerTexts } from './texts-registry';

describe('fillPlaceholders', () => {
  it('fills {0}-style placeholders by position and leaves the rest', () => {
    expect(fillPlaceholders('{0} از {1} ({2})', ['۱', 2])).toBe('۱ از 2 ({2})');
    expect(fillPlaceholders('{ 0 }!', ['a'])).toBe('a!');
  });

  it('ignores null and undefined parameters as ABP does', () => {
    expect(fillPlaceholders('{0}-{1}', [null, 'a', undefined, 'b'])).toBe('a-b');
    expect(fillPlaceholders('{0}', [])).toBe('{0}');
  });
});

describe('localize', () => {
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    await initI18n('fa');
    addResources('Crm', { fa: { Hello: 'سلام {0}' }, en: { Hello: 'Hello {0}' } });
    addResources('Demo', { fa: { Local: 'محلی', Empty: '' }, en: { Local: 'local', Empty: '' } });
    applyServerTexts('fa', { Demo: { Server: 'سرور' }, Crm: { Hello: 'درود {0}' } });
  });
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    warn.mockRestore();
    setDefaultResourceName(undefined);
    await i18n.changeLanguage('fa');
  });

  it('localizes Resource::Key and fills the placeholders', () => {
    expect(localize('Crm::Hello', 'علی')).toBe('درود علی');
    expect(localize('Demo::Local')).toBe('محلی');
    expect(localize('Demo::Server')).toBe('سرور');
  });

  it('uses the default resource for ::Key', () => {
    expect(localize('::Hello', 'x')).toBe('درود x');
    setDefaultResourceName('Demo');
    expect(localize('::Local')).toBe('محلی');
  });

  it('gives the default value, else the key, for a missing text', () => {
    expect(localize({ key: 'Demo::Missing', defaultValue: 'پیش‌فرض' })).toBe('پیش‌فرض');
    expect(localize('Demo::Missing')).toBe('Missing');
    expect(localize({ key: 'Demo::Empty', defaultValue: 'پیش‌فرض' })).toBe('پیش‌فرض');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when the separator is missing', () => {
    expect(localize('NoSeparator')).toBe('NoSeparator');
    expect(localize({ key: 'NoSeparator', defaultValue: 'd' })).toBe('d');
    expect(warn).toHaveBeenCalledWith(SEPARATOR_NOT_FOUND);
    expect(SEPARATOR_NOT_FOUND).toBe('The localization source separator (::) not found.');
  });

  it('warns when the resource is unknown', () => {
    expect(localize('Nowhere::Key')).toBe('Key');
    expect(warn).toHaveBeenCalledWith(`${SOURCE_NOT_FOUND}: Nowhere`);
    expect(SOURCE_NOT_FOUND).toBe('Could not find localization source');
  });

  it('does not localize the `_` resource', () => {
    expect(localize('_::Literal text')).toBe('Literal text');
  });

  it('follows the current language and falls back to Persian server texts', async () => {
    await i18n.changeLanguage('en');
    expect(localize('Demo::Local')).toBe('local');
    expect(localize('Demo::Server')).toBe('سرور');
  });
});
