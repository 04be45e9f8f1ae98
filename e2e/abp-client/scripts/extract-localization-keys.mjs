#!/usr/bin/env node
// Lists every 'Resource::Key' that ABP's installed Angular packages (and LeptonX Lite) name
// literally, into server/test/abp-clients/abp-angular-keys.json, which a server test checks
// against our fa and en texts. Run after changing the pinned ABP versions:
//   node e2e/abp-client/scripts/extract-localization-keys.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIR } from './paths.mjs';

const OUTPUT = new URL('../../../server/test/abp-clients/abp-angular-keys.json', import.meta.url);
const KEY = /['"`]((?:Abp|LeptonX)[A-Za-z]*::[A-Za-z0-9:._-]+)['"`]/g;
/** Keys the app template itself names (its menu), beside those in the packages. */
const TEMPLATE_KEYS = ['::Menu:Home'];

function bundles(scope) {
  const root = join(APP_DIR, 'node_modules', scope);
  return readdirSync(root).flatMap((pkg) => {
    const dir = join(root, pkg, 'fesm2022');
    try {
      return readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => join(dir, name));
    } catch {
      return [];
    }
  });
}

const keys = new Set(TEMPLATE_KEYS);
for (const file of [...bundles('@abp'), ...bundles('@volo')])
  for (const match of readFileSync(file, 'utf8').matchAll(KEY)) keys.add(match[1]);

writeFileSync(OUTPUT, `${JSON.stringify([...keys].sort(), null, 2)}\n`);
console.log(`${keys.size} keys → ${OUTPUT.pathname}`);
