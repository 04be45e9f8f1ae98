// Facts about the workspace the scripts share: where it is and which packages it has.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Packages that `npm start` needs built, in build order (shared is source-only). */
export const APP_PACKAGES = [
  'server',
  'host',
  'remote-account',
  'remote-identity',
  'remote-admin-settings',
  'remote-reports',
  'remote-contracts',
];

export const FRONT_END_PACKAGES = APP_PACKAGES.filter((name) => name !== 'server');

/** Every package, as the workspace lists them (pnpm-workspace.yaml). */
export const ALL_PACKAGES = ['shared', ...APP_PACKAGES, 'e2e', 'bench'];
