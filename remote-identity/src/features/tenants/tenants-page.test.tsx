import { confirmation, toast } from '@crm/shared';
import { type FeatureManagementModalProps } from '@crm/shared/feature-management';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TenantDto } from '../../api/identity-dtos';
import {
  inDialog,
  openDialog,
  renderPage,
  setAppConfig,
  setLanguage,
} from '../../testing/render-page';
import TenantsPage from './tenants-page';
import {
  createTenant,
  deleteTenant,
  getDefaultConnectionString,
  getTenant,
  listTenants,
  updateTenant,
} from '../../api/tenants-api';

jest.mock('../../api/tenants-api', () => ({
  listTenants: jest.fn(),
  getTenant: jest.fn(),
  createTenant: jest.fn(),
  updateTenant: jest.fn(),
  deleteTenant: jest.fn(),
  getDefaultConnectionString: jest.fn(),
}));
// The modal itself is tested in @crm/shared; here only what the page opens it with.
jest.mock('@crm/shared/feature-management', () => ({
  ...jest.requireActual('@crm/shared/feature-management'),
  FeatureManagementModal: (props: FeatureManagementModalProps) => (
    <div data-testid="feature-modal">
      {`${props.providerName}|${props.providerKey}|${props.providerTitle}`}
    </div>
  ),
}));

const ALL = [
  'AbpTenantManagement.Tenants',
  'AbpTenantManagement.Tenants.Create',
  'AbpTenantManagement.Tenants.Update',
  'AbpTenantManagement.Tenants.Delete',
  'AbpTenantManagement.Tenants.ManageFeatures',
  'AbpTenantManagement.Tenants.ManageConnectionStrings',
];
const demo: TenantDto = {
  id: 't-demo',
  name: 'demo',
  isActive: true,
  creationTime: '2025-03-21T08:00:00Z',
  concurrencyStamp: 'stamp-demo',
};

async function show(granted: readonly string[] = ALL) {
  setAppConfig({ granted });
  renderPage(<TenantsPage />);
  await act(async () => {});
}

const page = () => screen.getByTestId('page-tenants');
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const field = (label: RegExp) => within(openDialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) =>
  act(async () => void fireEvent.change(field(label), { target: { value } }));

async function choose(action: string) {
  const row = within(page()).getByText('demo').closest('tr') as HTMLElement;
  await click(within(row).getByRole('button', { name: 'عملیات' }));
  await click(screen.getByRole('menuitem', { name: action }));
  await act(async () => {});
}

describe('TenantsPage', () => {
  beforeEach(async () => {
    await setLanguage('fa');
    jest.mocked(listTenants).mockResolvedValue({ items: [demo], totalCount: 1 });
    jest.mocked(getTenant).mockResolvedValue(demo);
    jest.mocked(createTenant).mockResolvedValue(demo);
    jest.mocked(updateTenant).mockResolvedValue(demo);
    jest.mocked(deleteTenant).mockResolvedValue(undefined);
    jest.mocked(getDefaultConnectionString).mockResolvedValue('');
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
  });

  it('lists tenants with their state and Jalali creation date', async () => {
    await show();
    const row = within(page()).getByText('demo').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('فعال');
    expect(row.textContent).toContain('۱۴۰۴');
  });

  it('creates a tenant with its administrator, checking the password policy', async () => {
    await show();
    await click(within(page()).getByRole('button', { name: 'مستأجر جدید' }));
    await type(/^نام مستأجر/, 'acme co');
    await type(/^نشانی ایمیل مدیر/, 'boss@acme.example');
    await type(/^رمز عبور مدیر/, 'abc');
    await click(inDialog('button', 'ذخیره'));
    expect(createTenant).not.toHaveBeenCalled();
    await type(/^نام مستأجر/, 'acme');
    await type(/^رمز عبور مدیر/, 'abc123');
    await click(inDialog('button', 'ذخیره'));
    expect(createTenant).toHaveBeenCalledWith({
      name: 'acme',
      adminEmailAddress: 'boss@acme.example',
      adminPassword: 'abc123',
    });
    expect(listTenants).toHaveBeenCalledTimes(2);
  });

  it('renames and deactivates a tenant with its concurrency stamp', async () => {
    await show();
    await choose('ویرایش');
    await type(/^نام مستأجر/, 'demo2');
    await click(inDialog('checkbox', 'فعال'));
    await click(inDialog('button', 'ذخیره'));
    expect(updateTenant).toHaveBeenCalledWith('t-demo', {
      name: 'demo2',
      isActive: false,
      concurrencyStamp: 'stamp-demo',
    });
  });

  it('opens the feature modal for the tenant (provider T and the tenant id)', async () => {
    await show();
    await choose('قابلیت‌ها');
    expect(screen.getByTestId('feature-modal').textContent).toBe('T|t-demo|demo');
  });

  it('says the tenant shares the database under connection strings', async () => {
    await show();
    await choose('رشته‌های اتصال');
    expect(getDefaultConnectionString).toHaveBeenCalledWith('t-demo');
    const shared = inDialog('checkbox', 'استفاده از پایگاه دادهٔ مشترک') as HTMLInputElement;
    expect([shared.checked, shared.disabled]).toEqual([true, true]);
  });

  it('warns that deleting removes all of the tenant’s data, then deletes', async () => {
    await show();
    await choose('حذف');
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('مستأجر «\u2068demo\u2069» و همهٔ داده‌های آن');
    await click(within(ask).getByRole('button', { name: 'بله', hidden: true }));
    expect(deleteTenant).toHaveBeenCalledWith('t-demo');
  });

  it('shows only the actions granted', async () => {
    await show(['AbpTenantManagement.Tenants', 'AbpTenantManagement.Tenants.ManageFeatures']);
    expect(within(page()).queryByRole('button', { name: /مستأجر جدید/ })).toBeNull();
    const row = within(page()).getByText('demo').closest('tr') as HTMLElement;
    await click(within(row).getByRole('button', { name: 'عملیات' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['قابلیت‌ها']);
    await act(async () => void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }));
  });
});
