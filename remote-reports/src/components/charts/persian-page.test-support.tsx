// Test support: charts drawn as on a Persian page (right to left, Jalali days as yyyy/MM/dd).
import { appConfigStore, crmTheme, i18n, initI18n } from '@crm/shared';
import { FluentProvider } from '@crm/shared/fluent';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { registerLocales } from '../../locales';

/** jsdom has no PointerEvent: testing-library then fires a plain Event, without coordinates. */
function providePointerEvent(): void {
  if (typeof globalThis.PointerEvent === 'function') return;
  globalThis.PointerEvent =
    class PointerEvent extends MouseEvent {} as typeof globalThis.PointerEvent;
}

export async function preparePersianPage(): Promise<void> {
  providePointerEvent();
  await initI18n('fa');
  registerLocales();
  await i18n.changeLanguage('fa');
  const currentCulture = { cultureName: 'fa', dateTimeFormat: { shortDatePattern: 'yyyy/MM/dd' } };
  appConfigStore.setState({
    config: { localization: { currentCulture } } as never,
    status: 'ready',
  });
}

export function renderOnPersianPage(chart: ReactNode) {
  return render(
    <FluentProvider dir="rtl" theme={crmTheme}>
      {chart}
    </FluentProvider>,
  );
}
