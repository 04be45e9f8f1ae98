// Every text ABP's Angular UI names literally (@abp/ng.* 10.4.1 and LeptonX Lite, listed in
// abp-angular-keys.json by e2e/abp-client/scripts/extract-localization-keys.mjs) reads in
// Persian and in English, looked up as ABP's client looks it up: the resource's texts from
// /api/abp/application-localization, then its base resources; `::` names the app's default
// resource. A missing key shows its raw name on ABP's pages.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Resource {
  texts: Record<string, string>;
  baseResources: string[];
}
interface Localization {
  resources: Record<string, Resource>;
}

const KEYS: string[] = JSON.parse(
  readFileSync(new URL('./abp-angular-keys.json', import.meta.url), 'utf8'),
);

function lookUp(
  localization: Localization,
  resourceName: string,
  key: string,
  seen = new Set<string>(),
): string | undefined {
  if (seen.has(resourceName)) return undefined;
  seen.add(resourceName);
  const resource = localization.resources[resourceName];
  if (!resource) return undefined;
  if (key in resource.texts) return resource.texts[key];
  for (const base of resource.baseResources) {
    const text = lookUp(localization, base, key, seen);
    if (text !== undefined) return text;
  }
  return undefined;
}

describe("ABP's Angular UI reads in Persian and English", () => {
  let t: TestApp;
  let defaultResource: string;
  before(async () => {
    t = await createTestApp({ demo: false });
    const config = (await t.app.inject('/api/abp/application-configuration')).json();
    defaultResource = config.localization.defaultResourceName;
  });
  after(() => t.close());

  const localization = async (cultureName: string): Promise<Localization> =>
    (
      await t.app.inject(
        `/api/abp/application-localization?cultureName=${cultureName}&onlyDynamics=false`,
      )
    ).json();

  it('lists a few hundred keys, the menu ones among them', () => {
    expect(KEYS.length).toBeGreaterThan(150);
    expect(KEYS).toContain('AbpUiNavigation::Menu:Administration');
    expect(KEYS).toContain('::Menu:Home');
  });

  for (const cultureName of ['fa', 'en']) {
    it(`has a ${cultureName} text for every key`, async () => {
      const texts = await localization(cultureName);
      const missing = KEYS.filter((fullKey) => {
        const [resource, key] = fullKey.split('::') as [string, string];
        const text = lookUp(texts, resource || defaultResource, key);
        // An English text may equal its key ("Cancel"); a Persian one never does.
        return !text || (cultureName === 'fa' && text === key);
      });
      expect(missing).toEqual([]);
    });
  }

  it('writes the Persian texts in Persian', async () => {
    const fa = await localization('fa');
    expect(lookUp(fa, 'AbpUiNavigation', 'Menu:Administration')).toBe('مدیریت');
    expect(lookUp(fa, 'AbpIdentity', 'Users')).toMatch(/[\u0600-\u06FF]/);
    expect(lookUp(fa, 'AbpTenantManagement', 'Tenants')).toMatch(/[\u0600-\u06FF]/);
  });
});
