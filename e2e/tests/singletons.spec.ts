import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';

test.beforeEach(async ({ page }) => signIn(page, DEMO_ADMIN));

// shared/federation/shared-config.mjs; `react/` and `react-dom/` share their subpaths.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@griffel/core',
  '@griffel/react',
  // Tabster is shared as the part of it that Fluent calls (shared/src/tabster), not whole.
  '@crm/shared/tabster',
  '@fluentui/react-positioning',
  'i18next',
  'zustand',
  '@crm/shared',
];
// Bundled, tree-shaken, by each app that uses them (decision 0006).
const NOT_SHARED = [
  '@fluentui/react-components',
  '@fluentui/react-provider',
  '@fluentui/react-tabster',
  'tabster',
  'react-router',
];

test('every shared singleton has exactly one provider, the host, across all remotes', async ({
  page,
}) => {
  const pages: [string, string][] = [
    ['/', 'page-dashboard'],
    ['/securityLog', 'page-security-log'],
    ['/identity/users', 'page-users'],
    ['/setting-management', 'page-settings'],
    ['/assetManagement', 'page-asset-management'],
  ];
  for (const [path, testId] of pages) {
    await page.goto(path);
    await expectRemotePage(page, testId);
  }
  await page.goto('/');
  await expectRemotePage(page, 'page-dashboard');
  await page.goto('/assetManagement');
  await expectRemotePage(page, 'page-asset-management');

  const providers = await page.evaluate(() => {
    type Share = Record<
      string,
      Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
    >;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__
      .__SHARE__;
    const byPackage: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            const provider = `${version} from ${info.from}`;
            byPackage[name] = [...new Set([...(byPackage[name] ?? []), provider])];
          }
        }
      }
    }
    return byPackage;
  });

  for (const name of SINGLETONS) {
    expect(providers[name], `providers of ${name}`).toHaveLength(1);
    expect(providers[name]![0], `provider of ${name}`).toMatch(/ from host$/);
  }
  for (const name of NOT_SHARED) expect(providers[name], `${name} is shared`).toBeUndefined();
});
