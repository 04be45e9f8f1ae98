import { i18n, initI18n } from './i18n';

// A browser without Persian locale data (Debian's Chromium) answers Intl in Latin digits.
const LatinNumberFormat = Intl.NumberFormat;

describe('{{count, number}} in a text', () => {
  beforeAll(async () => {
    await initI18n('fa');
    i18n.addResourceBundle('fa', 'counts', { Days: '{{count, number}} روز' });
    i18n.addResourceBundle('en', 'counts', { Days: '{{count, number}} days' });
    jest
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation((_locales, options) => new LatinNumberFormat('en', options));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await i18n.changeLanguage('fa');
  });

  it('is written in Persian digits on a Persian page, whatever Intl knows of Persian', () => {
    expect(i18n.t('counts::Days', { count: 1826 })).toBe('۱٬۸۲۶ روز');
  });

  it('keeps Latin digits in English', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('counts::Days', { count: 1826 })).toBe('1,826 days');
  });
});
