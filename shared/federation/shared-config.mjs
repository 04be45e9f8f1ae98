// The one list of shared singletons, used by the host and every remote, so that the page
// holds one React, one router, one Fluent renderer, one i18n instance and one @crm/shared
// (and with it one auth store, app-config store and HTTP client).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@fluentui/react-components',
  'i18next',
  'react-i18next',
  'zustand',
  '@crm/shared',
];

const sharedPackageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function readPackage(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** The package name a share key stands for: 'react/' shares the subpaths of 'react'. */
function packageOf(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * `requiredVersion` comes from the app's own package.json (falling back to @crm/shared's, which
 * declares every singleton); a workspace reference resolves to the workspace package's version.
 */
export function requiredVersionFor(key, appPackage, sharedPackage) {
  const name = packageOf(key);
  if (name === sharedPackage.name) return `^${sharedPackage.version}`;
  const declared = appPackage.dependencies?.[name] ?? sharedPackage.dependencies?.[name];
  if (!declared) throw new Error(`${appPackage.name}: no version declared for shared "${name}"`);
  return /^\d/.test(declared) ? `^${declared}` : declared;
}

export function createSharedConfig(appDir) {
  const appPackage = readPackage(appDir);
  const sharedPackage = readPackage(sharedPackageDir);
  return Object.fromEntries(
    SINGLETONS.map((key) => [
      key,
      {
        singleton: true,
        requiredVersion: requiredVersionFor(key, appPackage, sharedPackage),
      },
    ]),
  );
}
