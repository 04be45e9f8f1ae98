import { confirmation, refreshAppState, toast, toastStore, useLocalize } from '@crm/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage, setAppConfig, setLanguage } from '../../testing/render-page';
import { getPermissions, updatePermissions } from '../../api/permission-api';
import type { PermissionListDto, PermissionProvider } from '../../api/permission-dtos';
import { PermissionManagementModal } from './permission-management-modal';
import { generatedList, sampleList } from './test-permissions';

jest.mock('../../api/permission-api', () => ({
  getPermissions: jest.fn(),
  updatePermissions: jest.fn(),
}));
jest.mock('@crm/shared', () => {
  const actual = jest.requireActual('@crm/shared');
  return {
    ...actual,
    refreshAppState: jest.fn(async () => null),
    useLocalize: jest.fn(actual.useLocalize),
  };
});

const get = getPermissions as jest.Mock;
const put = updatePermissions as jest.Mock;

async function show(
  list: PermissionListDto = sampleList(),
  provider?: Partial<PermissionProvider>,
) {
  get.mockResolvedValue(list);
  const onClose = jest.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return open ? (
      <PermissionManagementModal
        open
        providerName={provider?.providerName ?? 'U'}
        providerKey={provider?.providerKey ?? 'u-1'}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    ) : null;
  }
  renderPage(<Harness />);
  await act(async () => {});
  return onClose;
}

// Role queries ignore aria-hidden (see `openDialog` in testing/render-page.tsx).
const dialog = () => screen.getByRole('dialog', { hidden: true });
const box = (label: string) =>
  within(dialog()).getByRole('checkbox', { hidden: true, name: label }) as HTMLInputElement;
const row = (name: string) => dialog().querySelector(`[data-permission="${name}"]`) as HTMLElement;
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const checked = (...labels: string[]) => labels.map((label) => box(label).checked);

describe('PermissionManagementModal', () => {
  beforeEach(async () => {
    await setLanguage('fa');
    setAppConfig({ user: { id: 'me', userName: 'admin', roles: ['admin'] } });
    get.mockReset();
    put.mockReset().mockResolvedValue(undefined);
    (refreshAppState as jest.Mock).mockClear();
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
  });

  it('loads the subject’s permissions with the groups as tabs and their granted counts', async () => {
    await show();
    expect(get).toHaveBeenCalledWith({ providerName: 'U', providerKey: 'u-1' });
    expect(within(dialog()).getByText('مجوزها - sara')).toBeTruthy();
    const tabs = within(dialog()).getAllByRole('tab', { hidden: true });
    expect(tabs.map((tab) => tab.getAttribute('value'))).toEqual(['Identity', 'Reports']);
    expect(
      within(dialog()).getByRole('tab', { hidden: true, name: 'Identity management (۳)' }),
    ).toBeTruthy();
    expect(within(dialog()).getByRole('tab', { hidden: true, name: 'Reports (۰)' })).toBeTruthy();
  });

  it('indents 20 px per level on the inline-start side and locks grants from other providers', async () => {
    await show();
    expect(row('Users').style.marginInlineStart).toBe('0px');
    expect(row('Users.Update').style.marginInlineStart).toBe('20px');
    expect(row('Users.Update.ManageRoles').style.marginInlineStart).toBe('40px');
    expect(box('Users.Update text').checked).toBe(true);
    expect(box('Users.Update text').disabled).toBe(true);
    expect(row('Users.Update').textContent).toContain('اعطاشده از طریق نقش admin');
    expect(box('Users.Create text').disabled).toBe(false);
  });

  it('grants the parent with a child and revokes the children with a parent', async () => {
    await show();
    await click(within(dialog()).getByRole('tab', { hidden: true, name: 'Reports (۰)' }));
    await click(box('Reports.Twrr text'));
    expect(checked('Reports text', 'Reports.Twrr text')).toEqual([true, true]);
    await click(box('Reports text'));
    expect(checked('Reports text', 'Reports.Twrr text')).toEqual([false, false]);

    await click(
      within(dialog()).getByRole('tab', { hidden: true, name: 'Identity management (۳)' }),
    );
    await click(box('Users text'));
    expect(checked('Users text', 'Users.Create text', 'Users.Update text')).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('selects all in a tab and grants all overall, showing the mixed state', async () => {
    await show();
    const tabAll = box('انتخاب همه');
    const all = box('اعطای همهٔ مجوزها');
    expect(tabAll.checked).toBe(false);
    expect(tabAll.indeterminate || tabAll.getAttribute('aria-checked') === 'mixed').toBe(true);
    await click(tabAll);
    expect(
      checked('Users text', 'Users.Create text', 'Users.Update.ManageRoles text', 'Roles text'),
    ).toEqual([true, true, true, true]);
    expect(
      within(dialog()).getByRole('tab', { hidden: true, name: 'Identity management (۵)' }),
    ).toBeTruthy();
    await click(all);
    expect(within(dialog()).getByRole('tab', { hidden: true, name: 'Reports (۲)' })).toBeTruthy();
    await click(box('اعطای همهٔ مجوزها'));
    expect(
      within(dialog()).getByRole('tab', { hidden: true, name: 'Identity management (۱)' }),
    ).toBeTruthy();
    expect(box('Users.Update text').checked).toBe(true);
  });

  it('sends only the changes, then closes with a toast', async () => {
    const onClose = await show();
    await click(box('Users.Create text'));
    await click(box('Roles text'));
    await click(within(dialog()).getByRole('button', { hidden: true, name: 'ذخیره' }));
    expect(put).toHaveBeenCalledWith({ providerName: 'U', providerKey: 'u-1' }, [
      { name: 'Users.Create', isGranted: false },
      { name: 'Roles', isGranted: true },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toastStore.getState().toasts.map((item) => item.message)).toEqual([
      'AbpUi::SavedSuccessfully',
    ]);
    expect(refreshAppState).not.toHaveBeenCalled();
  });

  it('just closes when nothing changed', async () => {
    const onClose = await show();
    await click(box('Roles text'));
    await click(box('Roles text'));
    await click(within(dialog()).getByRole('button', { hidden: true, name: 'ذخیره' }));
    expect(put).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the current user', { providerName: 'U' as const, providerKey: 'me' }, 1],
    ['one of the current user’s roles', { providerName: 'R' as const, providerKey: 'admin' }, 1],
    ['another role', { providerName: 'R' as const, providerKey: 'clerk' }, 0],
  ])(
    'refreshes the app configuration after editing %s only',
    async (_what, provider, refreshes) => {
      await show(sampleList(), provider);
      await click(box('Roles text'));
      await click(within(dialog()).getByRole('button', { hidden: true, name: 'ذخیره' }));
      expect(put).toHaveBeenCalledTimes(1);
      expect(refreshAppState).toHaveBeenCalledTimes(refreshes);
    },
  );

  it('asks before closing with unsaved changes', async () => {
    const onClose = await show();
    await click(box('Roles text'));
    await click(within(dialog()).getByRole('button', { hidden: true, name: 'لغو' }));
    expect(screen.getByTestId('confirmation').textContent).toContain('تغییرات ذخیره');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('re-renders only the rows whose state changed, with 400 permissions', async () => {
    await show(generatedList(400), { providerName: 'R', providerKey: 'many' });
    const rows = dialog().querySelectorAll('[data-permission]');
    expect(rows.length).toBe(100);
    const leaf = [...rows]
      .reverse()
      .find((element) => element.getAttribute('style')?.includes('60px'))!;
    const localizeCalls = useLocalize as jest.Mock;
    localizeCalls.mockClear();
    await click(within(leaf as HTMLElement).getByRole('checkbox', { hidden: true }));
    // The leaf and its three ancestors changed; the rest of the 100 rows did not re-render (each
    // row asks for `useLocalize` once per render; the tab list and modal add a few calls).
    expect(
      within(leaf as HTMLElement).getByRole<HTMLInputElement>('checkbox', { hidden: true }).checked,
    ).toBe(true);
    // Counting renders instead of timing them: the same on a fast or a loaded machine.
    expect(localizeCalls.mock.calls.length).toBeLessThan(12);
  });
});
