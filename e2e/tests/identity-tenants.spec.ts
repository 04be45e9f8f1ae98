import { expect, test } from '../src/fixtures';
import { HOST_ADMIN, signIn } from '../src/sign-in';
import {
  administrationEntries,
  api,
  featureRow,
  tenantsPage,
  uniqueName,
  usersPage,
} from './identity-support';
import { closeContext } from '../src/close-context';

const ADMIN_PASSWORD = 'Tenant-admin-pass-1';

test('the host admin creates a tenant, whose admin then signs in to it', async ({
  page,
  browser,
}) => {
  const name = uniqueName('acme');
  await signIn(page, HOST_ADMIN, '/tenant-management/tenants');
  const tenants = tenantsPage(page);
  await tenants.open();
  await tenants.root.getByRole('button', { name: 'مستأجر جدید' }).click();
  await tenants.dialog.getByLabel(/^نام مستأجر/).fill(name);
  await tenants.dialog.getByLabel(/^نشانی ایمیل مدیر/).fill(`boss@${name}.example`);
  await tenants.dialog.getByLabel(/^رمز عبور مدیر/).fill(ADMIN_PASSWORD);
  await tenants.save();
  await expect(tenants.dialog).toHaveCount(0);
  await tenants.search(name);
  await expect(tenants.row(name)).toContainText('فعال');

  const other = await browser.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
  const tenantPage = await other.newPage();
  await signIn(tenantPage, { tenant: name, userName: 'admin', password: ADMIN_PASSWORD });
  expect(await administrationEntries(tenantPage)).not.toContain('مستأجرها');
  const users = usersPage(tenantPage);
  await users.open();
  await expect(users.root.getByRole('row')).toHaveCount(2);
  await expect(users.row('admin')).toContainText(`boss@${name}.example`);
  await closeContext(other);
});

test('the feature modal follows the toggle rule, saves only changes and resets to default', async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN, '/tenant-management/tenants');
  const name = uniqueName('feat');
  const created = await api(page, 'POST', '/api/multi-tenancy/tenants', {
    name,
    adminEmailAddress: `boss@${name}.example`,
    adminPassword: ADMIN_PASSWORD,
  });
  expect(created.status).toBe(200);
  const tenantId = (created.body as { id: string }).id;
  const tenants = tenantsPage(page);
  await tenants.open();
  await tenants.search(name);
  await tenants.act(name, 'قابلیت‌ها');
  const modal = tenants.dialog;
  await expect(modal).toContainText(`قابلیت‌ها - ${name}`);
  await expect(modal.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  const box = (feature: string) => featureRow(page, feature).getByRole('checkbox');

  await box('Crm.Reports').uncheck();
  for (const child of ['Crm.Reports.Twrr', 'Crm.Reports.Mwrr', 'Crm.Reports.PdfExport'])
    await expect(box(child)).not.toBeChecked();
  await box('Crm.Reports.PdfExport').check();
  await expect(box('Crm.Reports')).toBeChecked();
  await expect(box('Crm.Reports.Twrr')).not.toBeChecked();
  await expect(featureRow(page, 'Crm.Reports.PdfExport')).toHaveCSS('margin-right', '20px');
  await featureRow(page, 'Crm.MaxBasketsPerCustomer').getByRole('textbox').fill('۲۵');

  await tenants.save();
  await expect(page.getByText('با موفقیت ذخیره شد')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // Only the changed values were sent: those are stored for the tenant (provider T), the rest
  // (Crm.Reports, unchecked and checked again) still come from the default (D).
  const stored = await api(
    page,
    'GET',
    `/api/feature-management/features?providerName=T&providerKey=${tenantId}`,
  );
  const features = (
    stored.body as {
      groups: { features: { name: string; value: string; provider: { name: string } }[] }[];
    }
  ).groups.flatMap((group) => group.features);
  expect(
    features
      .filter((f) => f.provider.name === 'T')
      .map((f) => `${f.name}=${f.value}`)
      .sort(),
  ).toEqual([
    'Crm.MaxBasketsPerCustomer=25',
    'Crm.Reports.Mwrr=false',
    'Crm.Reports.PdfExport=true',
    'Crm.Reports.Twrr=false',
  ]);

  await tenants.act(name, 'قابلیت‌ها');
  await expect(box('Crm.Reports.PdfExport')).toBeChecked();
  await expect(box('Crm.Reports.Twrr')).not.toBeChecked();
  await expect(featureRow(page, 'Crm.MaxBasketsPerCustomer').getByRole('textbox')).toHaveValue(
    '۲۵',
  );
  await modal.getByRole('button', { name: 'بازگشت به پیش‌فرض' }).click();
  await expect(page.getByTestId('confirmation')).toContainText(
    'آیا از بازگشت به مقادیر پیش‌فرض اطمینان دارید؟',
  );
  await tenants.confirm();
  await expect(page.getByText('به مقادیر پیش‌فرض بازگشت')).toBeVisible();
  await expect(modal).toHaveCount(0);

  await tenants.act(name, 'قابلیت‌ها');
  await expect(box('Crm.Reports.Twrr')).toBeChecked();
  await expect(box('Crm.Reports.PdfExport')).not.toBeChecked();
  await box('Crm.Reports.Twrr').uncheck();
  await modal.getByRole('button', { name: 'لغو' }).click();
  await expect(page.getByTestId('confirmation')).toContainText('تغییرات ذخیره');
  await tenants.confirm();
  await expect(modal).toHaveCount(0);
});
