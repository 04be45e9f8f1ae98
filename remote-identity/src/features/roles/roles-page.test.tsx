import { confirmation, toast } from '@crm/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  inDialog,
  openDialog,
  renderPage,
  setAppConfig,
  setLanguage,
} from '../../testing/render-page';
import { role } from '../users/test-users';
import RolesPage from './roles-page';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../../api/roles-api';

jest.mock('../../api/roles-api', () => ({
  listRoles: jest.fn(),
  getRole: jest.fn(),
  createRole: jest.fn(),
  updateRole: jest.fn(),
  deleteRole: jest.fn(),
}));

const ALL = [
  'AbpIdentity.Roles',
  'AbpIdentity.Roles.Create',
  'AbpIdentity.Roles.Update',
  'AbpIdentity.Roles.Delete',
  'AbpIdentity.Roles.ManagePermissions',
];
const admin = role('admin', { isStatic: true, isPublic: true });
const clerk = role('clerk', { isDefault: true });

async function show(granted: readonly string[] = ALL) {
  setAppConfig({ granted });
  renderPage(<RolesPage />);
  await act(async () => {});
}

const page = () => screen.getByTestId('page-roles');
const rowOf = (text: string) => within(page()).getByText(text).closest('tr') as HTMLElement;
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const closeMenu = () =>
  act(async () => void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }));

async function openMenu(rowText: string) {
  await click(within(rowOf(rowText)).getByRole('button', { name: 'عملیات' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('RolesPage', () => {
  beforeEach(async () => {
    await setLanguage('fa');
    jest.mocked(listRoles).mockResolvedValue({ items: [admin, clerk], totalCount: 2 });
    jest.mocked(createRole).mockResolvedValue(clerk);
    jest.mocked(updateRole).mockResolvedValue(admin);
    jest.mocked(deleteRole).mockResolvedValue(undefined);
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
  });

  it('lists roles with their default, public and static badges', async () => {
    await show();
    expect(listRoles).toHaveBeenCalledWith({ skipCount: 0, maxResultCount: 10 });
    expect(rowOf('admin').textContent).toContain('عمومی');
    expect(rowOf('admin').textContent).toContain('ثابت');
    expect(rowOf('clerk').textContent).toContain('پیش‌فرض');
  });

  it('never offers to delete a static role', async () => {
    await show();
    expect(await openMenu('admin')).toEqual(['ویرایش', 'مجوزها']);
    await closeMenu();
    expect(await openMenu('clerk')).toEqual(['ویرایش', 'مجوزها', 'حذف']);
    await closeMenu();
  });

  it('hides actions without their permissions', async () => {
    await show(['AbpIdentity.Roles', 'AbpIdentity.Roles.Update']);
    expect(within(page()).queryByRole('button', { name: /نقش جدید/ })).toBeNull();
    expect(await openMenu('clerk')).toEqual(['ویرایش']);
    await closeMenu();
  });

  it('keeps a static role’s name while editing its flags', async () => {
    jest.mocked(getRole).mockResolvedValue(admin);
    await show();
    await openMenu('admin');
    await click(screen.getByRole('menuitem', { name: 'ویرایش' }));
    await act(async () => {});
    const name = within(openDialog()).getByLabelText(/^نام نقش/) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(openDialog().textContent).toContain('نام نقش‌های ثابت قابل تغییر نیست.');
    await click(inDialog('checkbox', 'پیش‌فرض'));
    await click(inDialog('button', 'ذخیره'));
    expect(updateRole).toHaveBeenCalledWith('r-admin', {
      name: 'admin',
      isDefault: true,
      isPublic: true,
      concurrencyStamp: 'stamp-admin',
    });
  });

  it('creates a role, requiring its name', async () => {
    await show();
    await click(within(page()).getByRole('button', { name: 'نقش جدید' }));
    await click(inDialog('button', 'ذخیره'));
    expect(createRole).not.toHaveBeenCalled();
    expect(openDialog().textContent).toContain('این فیلد الزامی است');
    const name = within(openDialog()).getByLabelText(/^نام نقش/);
    await act(async () => void fireEvent.change(name, { target: { value: 'auditor' } }));
    await click(inDialog('checkbox', 'عمومی'));
    await click(inDialog('button', 'ذخیره'));
    expect(createRole).toHaveBeenCalledWith({ name: 'auditor', isDefault: false, isPublic: true });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(listRoles).toHaveBeenCalledTimes(2);
  });

  it('deletes a role after confirmation', async () => {
    await show();
    await openMenu('clerk');
    await click(screen.getByRole('menuitem', { name: 'حذف' }));
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('نقش «\u2068clerk\u2069» حذف خواهد شد');
    await click(within(ask).getByRole('button', { name: 'بله', hidden: true }));
    expect(deleteRole).toHaveBeenCalledWith('r-clerk');
  });
});
