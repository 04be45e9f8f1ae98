import { act, renderHook } from '@testing-library/react';
import { i18n, initI18n } from './i18n';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  beforeAll(() => initI18n('fa'));
  afterEach(() => act(() => void i18n.changeLanguage('fa')));

  it('binds t to its namespace', () => {
    act(() => void i18n.addResourceBundle('fa', 'bound', { Greeting: 'سلام' }));
    const { result } = renderHook(() => useTranslation('bound'));
    expect(result.current.t('Greeting')).toBe('سلام');
    expect(result.current.i18n).toBe(i18n);
  });

  it('re-renders with a new t when texts arrive after the first render', () => {
    const { result } = renderHook(() => useTranslation('late'));
    const before = result.current.t;
    expect(before('Title')).toBe('Title');
    act(() => void i18n.addResourceBundle('fa', 'late', { Title: 'عنوان' }));
    expect(result.current.t).not.toBe(before);
    expect(result.current.t('Title')).toBe('عنوان');
  });

  it('re-renders in the new language', () => {
    act(() => {
      i18n.addResourceBundle('fa', 'switching', { Save: 'ذخیره' });
      i18n.addResourceBundle('en', 'switching', { Save: 'Save' });
    });
    const { result } = renderHook(() => useTranslation('switching'));
    expect(result.current.t('Save')).toBe('ذخیره');
    act(() => void i18n.changeLanguage('en'));
    expect(result.current.t('Save')).toBe('Save');
  });

  it('keeps the same t while nothing changes', () => {
    const { result, rerender } = renderHook(() => useTranslation('shared'));
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
  });
});
