// Every localization key the front end names literally ('Resource::Key') has a Persian and an
// English text on the server, directly or through the resource's base resources. A missing key
// shows its raw name to users, which no other test would notice.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BASE_RESOURCES,
  RESOURCE_NAMES,
  TEXTS,
  type ResourceName,
} from '../../src/localization/resources';

const ROOT = new URL('../../../', import.meta.url).pathname;
const FRONT_END = [
  'host',
  'shared',
  ...readdirSync(ROOT).filter((name) => name.startsWith('remote-')),
];
const KEY = /['"`]((?:Abp[A-Za-z]*|Crm)::[A-Za-z0-9:._-]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const pkg of FRONT_END)
    for (const file of sourceFiles(join(ROOT, pkg, 'src')))
      for (const match of readFileSync(file, 'utf8').matchAll(KEY))
        keys.set(match[1]!, file.slice(ROOT.length));
  return keys;
}

function hasText(culture: 'fa' | 'en', resource: ResourceName, name: string): boolean {
  if (TEXTS[culture][resource][name] !== undefined) return true;
  return BASE_RESOURCES[resource].some((base) => hasText(culture, base, name));
}

describe('localization keys named by the front end', () => {
  it('finds keys to check', () => {
    expect(usedKeys().size).toBeGreaterThan(100);
  });

  for (const culture of ['fa', 'en'] as const)
    it(`are all translated in ${culture}`, () => {
      const missing = [...usedKeys()]
        .filter(([key]) => {
          const [resource, ...rest] = key.split('::');
          const name = rest.join('::');
          if (!(RESOURCE_NAMES as readonly string[]).includes(resource!)) return true;
          return !hasText(culture, resource as ResourceName, name);
        })
        .map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
});
