// ABP's own Angular proxy generator (`@abp/ng.schematics`, pinned in app/package.json) reads the
// product's /api/abp/api-definition and writes typed services and models for each module; they
// compile with the TypeScript compiler in strict mode (scripts/generate-proxies.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateProxies, PROXY_DIR } from '../scripts/generate-proxies.mjs';

const MODULES = ['app', 'identity', 'multi-tenancy', 'featureManagement', 'settingManagement'];

test('ABP’s proxy generator writes compiling services for every module from the product', () => {
  test.setTimeout(10 * 60_000);
  const apiUrl = process.env.CRM_ABP_API_URL!;
  const { written } = generateProxies(apiUrl, MODULES);
  for (const service of [
    'volo/abp/identity/identity-user.service.ts',
    'volo/abp/tenant-management/tenant.service.ts',
    'volo/abp/feature-management/features.service.ts',
    'volo/abp/setting-management/email-settings.service.ts',
    'basket.service.ts',
    'report.service.ts',
  ])
    expect(written).toContain(service);
  const users = readFileSync(join(PROXY_DIR, 'volo/abp/identity/identity-user.service.ts'), 'utf8');
  expect(users).toContain("apiName = 'AbpIdentity'");
  expect(users).toContain('PagedResultDto<IdentityUserDto>');
  expect(users).toContain("url: '/api/identity/users'");
});
