import { render, screen } from '@testing-library/react';
import { CrmProvider } from '@crm/shared/ui';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../locales';
import { NoBasketState } from './report-states';

function noBasketText(policies: Record<string, boolean>): string {
  setAppConfig({}, policies);
  const { unmount } = render(
    <CrmProvider>
      <NoBasketState />
    </CrmProvider>,
  );
  const text = screen.getByTestId('report-empty').textContent ?? '';
  unmount();
  return text;
}

describe('a report with no basket', () => {
  beforeAll(() => setTestLanguage('fa', registerLocales));

  it('tells a customer their reports come once their contract is approved', () => {
    const text = noBasketText({ 'Crm.AssetManagement': true, 'Crm.HomePage': true });
    expect(text).toContain('هنوز سبد تأییدشده‌ای ندارید');
  });

  it('asks the back office to pick a basket, never speaking of its own contract', () => {
    const text = noBasketText({ 'Crm.PortfolioModify': true, 'Crm.AssetManagement': true });
    expect(text).toContain('سبدی انتخاب نشده است');
    // It names the picker as it shows on screen (its placeholder), not by a label never shown.
    expect(text).toContain('«جست‌وجوی سبد»');
    expect(text).not.toContain('هنوز سبد تأییدشده‌ای ندارید');
  });

  it('tells anyone else only that there is no basket', () => {
    expect(noBasketText({ 'Crm.HomePage': true })).toBe('سبدی برای نمایش نیست');
  });
});
