import { i18n, initI18n } from '../i18n/i18n';
import { localize } from '../i18n/localize';
import { applyServerTexts } from '../i18n/texts-registry';
import { ERROR_TEXT_KEYS, registerErrorTexts } from './error-texts';

describe('error texts', () => {
  beforeAll(async () => {
    await initI18n('fa');
    registerErrorTexts();
  });
  afterEach(() => i18n.changeLanguage('fa'));

  it('has Persian and English text for every key', async () => {
    const keys = Object.values(ERROR_TEXT_KEYS);
    const persian = keys.map((key) => localize(key));
    await i18n.changeLanguage('en');
    const english = keys.map((key) => localize(key));
    expect(english).toContain('You are not authorized!');
    keys.forEach((key, index) => {
      expect(persian[index]).not.toBe(key.split('::')[1]);
      expect(english[index]).not.toBe(key.split('::')[1]);
      expect(persian[index]).not.toBe(english[index]);
    });
  });

  it('gives way to the server’s text', () => {
    applyServerTexts('fa', { AbpUi: { DefaultErrorMessage403: 'از سرور' } });
    expect(localize(ERROR_TEXT_KEYS.title403)).toBe('از سرور');
    applyServerTexts('fa', {});
  });
});
