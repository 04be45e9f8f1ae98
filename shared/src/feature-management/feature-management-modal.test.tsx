import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { refreshAppState } from '@crm/shared';
import { http } from '@crm/shared';
import { addResources } from '@crm/shared';
import { ESCAPE_DEBOUNCE_MS } from '../ui/constants';
import { ConfirmationHost } from '../ui/feedback/confirmation/confirmation-host';
import { confirmation } from '@crm/shared';
import { toast, toastStore } from '@crm/shared';
import { renderUi, setTestLanguage } from '../ui/testing/render-ui';
import { FEATURES_URL } from './feature-api';
import type { FeatureGroupDto } from './feature-dtos';
import { FeatureManagementModal } from './feature-management-modal';
import { sampleGroups } from './test-features';

jest.mock('../http/http', () => ({
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
jest.mock('../app-config/app-config-store', () => ({
  ...jest.requireActual('../app-config/app-config-store'),
  refreshAppState: jest.fn(async () => null),
}));

const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const remove = http.delete as jest.Mock;

interface Options {
  providerName?: string;
  providerKey?: string;
  groups?: FeatureGroupDto[];
}

async function show(options: Options = {}) {
  const { providerName = 'T', groups = sampleGroups() } = options;
  const providerKey = 'providerKey' in options ? options.providerKey : 't-1';
  get.mockResolvedValue({ groups });
  const onClose = jest.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <FeatureManagementModal
          open={open}
          providerName={providerName}
          providerKey={providerKey}
          providerTitle="demo"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
        <ConfirmationHost />
      </>
    );
  }
  renderUi(<Harness />);
  await act(async () => {});
  return onClose;
}

// Role queries ignore aria-hidden: in jsdom, on a busy machine, Fluent's focus manager (tabster)
// can mark a just-opened dialog hidden before it notices focus inside; browsers do not.
const dialog = () => screen.getByRole('dialog', { hidden: true });
const button = (name: string) => within(dialog()).getByRole('button', { hidden: true, name });
const box = (label: string) =>
  within(dialog()).getByRole('checkbox', { hidden: true, name: label }) as HTMLInputElement;
const row = (name: string) => dialog().querySelector(`[data-feature="${name}"]`) as HTMLElement;
const click = async (element: HTMLElement) => act(async () => void fireEvent.click(element));
const toastTexts = () => toastStore.getState().toasts.map((item) => item.message);

describe('FeatureManagementModal', () => {
  beforeAll(() => {
    addResources('Crm', {
      fa: { 'Cal:Jalali': 'خورشیدی', 'Cal:Gregorian': 'میلادی' },
      en: { 'Cal:Jalali': 'Solar Hijri', 'Cal:Gregorian': 'Gregorian' },
    });
  });
  beforeEach(async () => {
    await setTestLanguage('fa');
    get.mockReset();
    put.mockReset().mockResolvedValue(undefined);
    remove.mockReset().mockResolvedValue(undefined);
    (refreshAppState as jest.Mock).mockClear();
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
  });

  it('loads the provider’s features into a large modal with the groups as vertical tabs', async () => {
    await show();
    expect(get).toHaveBeenCalledWith(
      FEATURES_URL,
      expect.objectContaining({
        params: { providerName: 'T', providerKey: 't-1' },
      }),
    );
    expect(dialog().getAttribute('data-size')).toBe('lg');
    expect(within(dialog()).getByText('قابلیت‌ها - demo')).toBeTruthy();
    const tabs = within(dialog()).getByRole('tablist', { hidden: true });
    expect(tabs.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(tabs)
        .getAllByRole('tab', { hidden: true })
        .map((tab) => tab.getAttribute('value')),
    ).toEqual(['Crm', 'Settings']);
    expect(
      within(tabs).getByRole('tab', { hidden: true, name: 'CRM', selected: true }),
    ).toBeTruthy();
    expect(dialog().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('renders each value type and indents 20 px per depth on the inline-start side', async () => {
    await show();
    expect(box('Reports').checked).toBe(true);
    expect(box('Reports.Twrr').checked).toBe(true);
    expect(box('Reports.Twrr.Pdf').checked).toBe(false);
    expect(row('Reports').style.marginInlineStart).toBe('0px');
    expect(row('Reports.Twrr').style.marginInlineStart).toBe('20px');
    expect(row('Reports.Twrr.Pdf').style.marginInlineStart).toBe('40px');
    const limit = within(row('Reports.Limit')).getByRole('textbox', {
      hidden: true,
    }) as HTMLInputElement;
    expect(limit.getAttribute('inputmode')).toBe('numeric');
    expect(limit.value).toBe('۱۰');
    const calendar = within(row('Calendar')).getByRole('combobox', {
      hidden: true,
    }) as HTMLSelectElement;
    expect(calendar.value).toBe('Jalali');
    expect([...calendar.options].map((option) => option.text)).toEqual(['خورشیدی', 'میلادی']);

    await click(within(dialog()).getByRole('tab', { hidden: true, name: 'Settings' }));
    expect(box('Settings.Enable').checked).toBe(true);
    expect(within(row('Settings.Motto')).getByRole('textbox', { hidden: true })).toBeTruthy();
    expect(row('Settings.Empty')).toBeNull();
  });

  it('applies the toggle rule: unchecking unchecks toggle descendants, checking checks ancestors', async () => {
    await show();
    await click(box('Reports'));
    expect(
      [box('Reports'), box('Reports.Twrr'), box('Reports.Twrr.Pdf')].map((b) => b.checked),
    ).toEqual([false, false, false]);
    expect(box('Reports.Limit.Deep').checked).toBe(true);
    await click(box('Reports.Twrr.Pdf'));
    expect(
      [box('Reports'), box('Reports.Twrr'), box('Reports.Twrr.Pdf')].map((b) => b.checked),
    ).toEqual([true, true, true]);
  });

  it('saves only the changed features, then closes with a toast (no refresh for a tenant)', async () => {
    const onClose = await show();
    await click(box('Reports.Twrr.Pdf'));
    fireEvent.change(within(row('Calendar')).getByRole('combobox', { hidden: true }), {
      target: { value: 'Gregorian' },
    });
    await click(button('ذخیره'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(
      FEATURES_URL,
      {
        features: [
          { name: 'Reports.Twrr.Pdf', value: 'true' },
          { name: 'Calendar', value: 'Gregorian' },
        ],
      },
      { params: { providerName: 'T', providerKey: 't-1' } },
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual(['AbpUi::SavedSuccessfully']);
    expect(refreshAppState).not.toHaveBeenCalled();
  });

  it('just closes when nothing changed', async () => {
    const onClose = await show();
    await click(box('Reports.Twrr.Pdf'));
    await click(box('Reports.Twrr.Pdf'));
    await click(button('ذخیره'));
    expect(put).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is busy while saving and ignores a second save', async () => {
    let finish: () => void = () => {};
    put.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = await show();
    await click(box('Reports.Twrr.Pdf'));
    await click(button('ذخیره'));
    expect(dialog().getAttribute('aria-busy')).toBe('true');
    await click(button('ذخیره'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(put).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and usable when saving fails', async () => {
    put.mockRejectedValueOnce(new Error('500'));
    const onClose = await show();
    await click(box('Reports.Twrr.Pdf'));
    await click(button('ذخیره'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().getAttribute('aria-busy')).toBe('false');
    expect(toastTexts()).toEqual([]);
  });

  it('refreshes the app configuration after saving the host’s features (T, no key)', async () => {
    await show({ providerKey: undefined });
    expect(get.mock.calls[0][1].params).toEqual({ providerName: 'T', providerKey: undefined });
    await click(box('Reports.Twrr.Pdf'));
    await click(button('ذخیره'));
    expect(refreshAppState).toHaveBeenCalledTimes(1);
  });

  it('resets to default after confirmation, with the toast, closing and host refresh', async () => {
    const onClose = await show({ providerKey: undefined });
    await click(button('بازگشت به پیش‌فرض'));
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('آیا از بازگشت به مقادیر پیش‌فرض اطمینان دارید؟');
    await click(within(ask).getByRole('button', { hidden: true, name: 'لغو' }));
    expect(remove).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await click(button('بازگشت به پیش‌فرض'));
    await click(
      within(screen.getByTestId('confirmation')).getByRole('button', { hidden: true, name: 'بله' }),
    );
    expect(remove).toHaveBeenCalledWith(FEATURES_URL, {
      params: { providerName: 'T', providerKey: undefined },
    });
    expect(toastTexts()).toEqual(['AbpFeatureManagement::ResetedToDefault']);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(refreshAppState).toHaveBeenCalledTimes(1);
  });

  it('fails with “providerName is required.” without a provider name, asking nothing', async () => {
    await show({ providerName: '' });
    expect(get).not.toHaveBeenCalled();
    expect(within(dialog()).getByText('providerName is required.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { hidden: true, name: 'ذخیره' })).toBeNull();
  });

  it('says so when there are no features', async () => {
    await show({ groups: [] });
    expect(within(dialog()).getByText('هیچ قابلیتی در دسترس نیست.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { hidden: true, name: 'ذخیره' })).toBeNull();
  });

  it('closes on Escape', async () => {
    jest.useFakeTimers();
    try {
      const onClose = await show();
      fireEvent.keyDown(dialog(), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(ESCAPE_DEBOUNCE_MS));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before closing with unsaved changes', async () => {
    const onClose = await show();
    await click(box('Reports.Twrr.Pdf'));
    await click(button('لغو'));
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('تغییرات ذخیره‌نشده‌ای دارید.');
    expect(onClose).not.toHaveBeenCalled();
    await click(within(ask).getByRole('button', { hidden: true, name: 'بله' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
