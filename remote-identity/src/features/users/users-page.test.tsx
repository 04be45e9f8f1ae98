import { confirmation, toast, toastStore } from '@crm/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  inDialog,
  openDialog,
  renderPage,
  setAppConfig,
  setLanguage,
} from '../../testing/render-page';
import { role, user } from './test-users';
import UsersPage from './users-page';
import {
  createUser,
  deleteUser,
  getAssignableRoles,
  getUser,
  getUserRoles,
  listUsers,
  unlockUser,
  updateUser,
} from '../../api/users-api';

jest.mock('../../api/users-api', () => ({
  listUsers: jest.fn(),
  getUser: jest.fn(),
  getUserRoles: jest.fn(),
  getAssignableRoles: jest.fn(),
  createUser: jest.fn(),
  updateUser: jest.fn(),
  deleteUser: jest.fn(),
  unlockUser: jest.fn(),
}));

const ALL = [
  'AbpIdentity.Users',
  'AbpIdentity.Users.Create',
  'AbpIdentity.Users.Update',
  'AbpIdentity.Users.Update.ManageRoles',
  'AbpIdentity.Users.Delete',
  'AbpIdentity.Users.ManagePermissions',
];

const sara = user({ id: 'u-sara', userName: 'sara', name: 'سارا', surname: 'محمدی' });
const locked = user({ id: 'u-locked', userName: 'reza', lockoutEnd: '2999-01-01T00:00:00Z' });
const me = user({ id: 'me', userName: 'admin' });

async function show(granted: readonly string[] = ALL) {
  setAppConfig({ granted, user: { id: 'me', userName: 'admin', roles: ['admin'] } });
  renderPage(<UsersPage />);
  await act(async () => {});
}

const page = () => screen.getByTestId('page-users');
const rowOf = (text: string) => within(page()).getByText(text).closest('tr') as HTMLElement;
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const dialog = openDialog;
/** A field by its label (which may carry the required mark). */
const field = (label: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(field(label), { target: { value } }));

async function openMenu(rowText: string) {
  await click(within(rowOf(rowText)).getByRole('button', { name: 'عملیات' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('UsersPage', () => {
  beforeEach(async () => {
    await setLanguage('fa');
    jest.mocked(listUsers).mockResolvedValue({ items: [sara, locked, me], totalCount: 3 });
    jest.mocked(getAssignableRoles).mockResolvedValue({
      items: [
        role('admin', { isStatic: true }),
        role('customer', { isDefault: true }),
        role('clerk'),
      ],
    });
    jest.mocked(createUser).mockResolvedValue(sara);
    jest.mocked(updateUser).mockResolvedValue(sara);
    jest.mocked(deleteUser).mockResolvedValue(undefined);
    jest.mocked(unlockUser).mockResolvedValue(undefined);
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
  });

  it('lists users with ABP’s list query, then searches and sorts through it', async () => {
    await show();
    expect(listUsers).toHaveBeenLastCalledWith({ skipCount: 0, maxResultCount: 10 });
    expect(rowOf('sara').textContent).toContain('سارا محمدی');
    expect(rowOf('reza').textContent).toContain('قفل‌شده');
    fireEvent.change(within(page()).getByRole('searchbox'), { target: { value: 'sa' } });
    await waitFor(() =>
      expect(listUsers).toHaveBeenLastCalledWith({
        skipCount: 0,
        maxResultCount: 10,
        filter: 'sa',
      }),
    );
    await click(within(page()).getByText('نام کاربری'));
    expect(listUsers).toHaveBeenLastCalledWith(
      expect.objectContaining({ sorting: 'userName asc', skipCount: 0 }),
    );
  });

  it('hides every action the user is not granted', async () => {
    await show(['AbpIdentity.Users']);
    expect(within(page()).queryByRole('button', { name: /کاربر جدید/ })).toBeNull();
    expect(within(page()).queryByRole('button', { name: 'عملیات' })).toBeNull();
  });

  it('offers edit, permissions and delete; unlock only for a locked user; no self-deletion', async () => {
    await show();
    expect(await openMenu('sara')).toEqual(['ویرایش', 'مجوزها', 'حذف']);
    await act(async () => void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }));
    expect(await openMenu('reza')).toEqual(['ویرایش', 'مجوزها', 'باز کردن قفل', 'حذف']);
    await act(async () => void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }));
    expect(await openMenu('admin')).toEqual(['ویرایش', 'مجوزها']);
    await act(async () => void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }));
  });

  it('creates a user with the password policy from settings and roles as checkboxes', async () => {
    await show();
    await click(within(page()).getByRole('button', { name: 'کاربر جدید' }));
    await act(async () => {});
    await type('نام کاربری', 'neda');
    await type('نشانی ایمیل', 'neda@example.com');
    await type('رمز عبور', 'abcdef');
    expect(dialog().textContent).toContain('رمز عبور باید');
    await type('رمز عبور', 'abcde1');
    await click(inDialog('tab', 'نقش‌ها'));
    const roles = inDialog('group', 'نقش‌ها');
    expect(
      within(roles).getByRole<HTMLInputElement>('checkbox', { name: 'customer', hidden: true })
        .checked,
    ).toBe(true);
    await click(within(roles).getByRole('checkbox', { name: 'clerk', hidden: true }));
    await click(inDialog('button', 'ذخیره'));
    expect(createUser).toHaveBeenCalledWith({
      userName: 'neda',
      name: null,
      surname: null,
      email: 'neda@example.com',
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['customer', 'clerk'],
      password: 'abcde1',
    });
    expect(toastStore.getState().toasts.map((item) => item.message)).toEqual([
      'AbpUi::SavedSuccessfully',
    ]);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(listUsers).toHaveBeenCalledTimes(2);
  });

  it('edits a user, keeping the password and the fields the form does not show', async () => {
    jest.mocked(getUser).mockResolvedValue({
      ...sara,
      nationalCode: '0012345678',
      shouldChangePasswordOnNextLogin: false,
    });
    jest.mocked(getUserRoles).mockResolvedValue({ items: [role('clerk')] });
    await show();
    await openMenu('sara');
    await click(screen.getByRole('menuitem', { name: 'ویرایش' }));
    await act(async () => {});
    expect(field('نام کاربری').value).toBe('sara');
    await type('نام', 'سارا');
    await type('شمارهٔ تلفن', '۰۹۱۲۱۲۳۴۵۶۷');
    await click(inDialog('button', 'ذخیره'));
    expect(updateUser).toHaveBeenCalledWith('u-sara', {
      userName: 'sara',
      name: 'سارا',
      surname: 'محمدی',
      email: 'sara@example.com',
      phoneNumber: '09121234567',
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['clerk'],
      password: null,
      nationalCode: '0012345678',
      shouldChangePasswordOnNextLogin: false,
      extraProperties: {},
      concurrencyStamp: 'stamp-u-sara',
    });
  });

  it('leaves roles alone for a caller who may not manage them', async () => {
    jest.mocked(getUser).mockResolvedValue(sara);
    await show(ALL.filter((name) => name !== 'AbpIdentity.Users.Update.ManageRoles'));
    await openMenu('sara');
    await click(screen.getByRole('menuitem', { name: 'ویرایش' }));
    await act(async () => {});
    expect(within(dialog()).queryByRole('tab', { name: 'نقش‌ها', hidden: true })).toBeNull();
    await click(inDialog('button', 'ذخیره'));
    expect(getAssignableRoles).not.toHaveBeenCalled();
    expect(jest.mocked(updateUser).mock.calls[0]![1]).not.toHaveProperty('roleNames');
  });

  it('deletes a user after a confirmation naming them', async () => {
    await show();
    await openMenu('sara');
    await click(screen.getByRole('menuitem', { name: 'حذف' }));
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('کاربر «\u2068sara\u2069» حذف خواهد شد');
    await click(within(ask).getByRole('button', { name: 'بله', hidden: true }));
    expect(deleteUser).toHaveBeenCalledWith('u-sara');
    expect(listUsers).toHaveBeenCalledTimes(2);
  });

  it('unlocks a locked-out user', async () => {
    await show();
    await openMenu('reza');
    await click(screen.getByRole('menuitem', { name: 'باز کردن قفل' }));
    expect(unlockUser).toHaveBeenCalledWith('u-locked');
    expect(toastStore.getState().toasts.map((item) => item.message)).toEqual([
      'identity::Users.Unlocked',
    ]);
  });
});
