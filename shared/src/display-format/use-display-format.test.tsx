import { act, cleanup, renderHook } from '@testing-library/react';
import { appConfigStore } from '../app-config/app-config-store';
import type { ApplicationConfiguration } from '../app-config/schemas';
import { i18n, initI18n } from '../i18n';
import { useDisplayFormat } from './use-display-format';

function configureCulture(cultureName: string, shortDatePattern: string) {
  const localization = { currentCulture: { cultureName, dateTimeFormat: { shortDatePattern } } };
  const config = { localization } as unknown as ApplicationConfiguration;
  appConfigStore.setState({ config, status: 'ready' });
}

describe('useDisplayFormat', () => {
  beforeEach(async () => {
    await initI18n('fa');
    await i18n.changeLanguage('fa');
    configureCulture('fa', 'yyyy/MM/dd');
  });
  afterEach(() => {
    cleanup();
    appConfigStore.setState({ config: null, status: 'idle' });
  });

  it('writes Persian dates, numbers and percentages', () => {
    const { result } = renderHook(() => useDisplayFormat());
    expect(result.current.date('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(result.current.dateTime('2024-03-20T12:30:05Z')).toBe('۱۴۰۳/۰۱/۰۱ ۱۶:۰۰:۰۵');
    expect(result.current.number(1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(result.current.percent(1.05)).toBe('۱٫۰۵\u066A');
    expect(result.current.digits('1:05')).toBe('۱:۰۵');
    expect(result.current.date(null)).toBe('—');
  });

  it("follows a switch to English and the English culture's pattern", async () => {
    const { result } = renderHook(() => useDisplayFormat());
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(result.current.date('2025-03-20')).toBe('2025-03-20');
    act(() => configureCulture('en', 'M/d/yyyy'));
    expect(result.current.date('2025-03-20')).toBe('3/20/2025');
    expect(result.current.percent(12.3456)).toBe('12.3456%');
  });
});
