import { expect, test } from '../src/fixtures';
import { DEMO_ADMIN, demoUser, signIn } from '../src/sign-in';
import { api, type Method } from './identity-support';

const PAGES = ['/identity/users', '/identity/roles', '/tenant-management/tenants'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const CALLS: [Method, string, unknown?][] = [
  ['GET', '/api/identity/users'],
  [
    'POST',
    '/api/identity/users',
    { userName: 'x1', email: 'x1@example.com', password: 'Pw-long-1' },
  ],
  ['PUT', `/api/identity/users/${SOME_ID}/unlock`],
  ['DELETE', `/api/identity/users/${SOME_ID}`],
  ['GET', '/api/identity/users/assignable-roles'],
  ['GET', '/api/identity/roles'],
  ['POST', '/api/identity/roles', { name: 'x' }],
  ['GET', '/api/permission-management/permissions?providerName=R&providerKey=admin'],
  [
    'PUT',
    '/api/permission-management/permissions?providerName=R&providerKey=admin',
    { permissions: [{ name: 'AbpIdentity.Users', isGranted: true }] },
  ],
  ['GET', '/api/multi-tenancy/tenants'],
  [
    'POST',
    '/api/multi-tenancy/tenants',
    { name: 'x', adminEmailAddress: 'a@b.c', adminPassword: 'x' },
  ],
  ['GET', `/api/feature-management/features?providerName=T&providerKey=${SOME_ID}`],
  ['GET', '/api/feature-management/features?providerName=T'],
];

test('a customer gets 403 on every identity page and API', async ({ page }) => {
  await signIn(page, demoUser('customer2'));
  for (const path of PAGES) {
    await page.goto(path);
    const screen = page.getByTestId('error-screen');
    await expect(screen).toContainText('۴۰۳');
    await expect(page.getByTestId(/^page-(users|roles|tenants)$/)).toHaveCount(0);
  }
  for (const [method, url, body] of CALLS) {
    expect(`${method} ${url}: ${(await api(page, method, url, body)).status}`).toBe(
      `${method} ${url}: 403`,
    );
  }
});

test('a tenant admin manages the tenant’s users but gets 403 on tenant management', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/tenant-management/tenants');
  await expect(page.getByTestId('error-screen')).toContainText('۴۰۳');
  expect((await api(page, 'GET', '/api/multi-tenancy/tenants')).status).toBe(403);
  expect((await api(page, 'GET', '/api/feature-management/features?providerName=T')).status).toBe(
    403,
  );
  expect((await api(page, 'GET', '/api/identity/users')).status).toBe(200);
});
