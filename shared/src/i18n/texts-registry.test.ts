import { i18n, initI18n } from './i18n';
import { addResources, applyServerTexts } from './texts-registry';

const t = (key: string) => i18n.t(key, { lng: 'fa' });

describe('texts registry', () => {
  beforeAll(() => initI18n('fa'));

  it('lets server texts win over local ones when the local ones come later', () => {
    applyServerTexts('fa', { Late: { Title: 'از سرور' } });
    addResources('Late', { fa: { Title: 'محلی', Other: 'دیگر' }, en: { Title: 'local' } });
    expect(t('Late::Title')).toBe('از سرور');
    expect(t('Late::Other')).toBe('دیگر');
  });

  it('lets server texts win over local ones when the local ones come first', () => {
    addResources('Early', { fa: { Title: 'محلی' }, en: { Title: 'local' } });
    applyServerTexts('fa', { Early: { Title: 'از سرور' } });
    expect(t('Early::Title')).toBe('از سرور');
    expect(i18n.t('Early::Title', { lng: 'en' })).toBe('local');
  });

  it('restores the local text when a later server answer drops the key or the resource', () => {
    addResources('Dropped', { fa: { A: 'محلی الف', B: 'محلی ب' }, en: { A: 'a', B: 'b' } });
    applyServerTexts('fa', { Dropped: { A: 'سرور الف', B: 'سرور ب' }, ServerOnly: { X: 'ایکس' } });
    applyServerTexts('fa', { Dropped: { A: 'سرور الف' } });
    expect(t('Dropped::A')).toBe('سرور الف');
    expect(t('Dropped::B')).toBe('محلی ب');
    expect(i18n.hasResourceBundle('fa', 'ServerOnly')).toBe(false);
  });

  it('keeps the texts given at initialisation (the shared namespace)', () => {
    addResources('shared', { fa: { Extra: 'افزوده' }, en: { Extra: 'extra' } });
    expect(t('shared::Area.Retry')).toBe('تلاش دوباره');
    expect(t('shared::Extra')).toBe('افزوده');
  });

  it('merges texts a package registers in several calls', () => {
    addResources('Twice', { fa: { A: 'الف' }, en: { A: 'a' } });
    addResources('Twice', { fa: { B: 'ب' }, en: { B: 'b' } });
    expect([t('Twice::A'), t('Twice::B')]).toEqual(['الف', 'ب']);
  });
});
