// The key the release and promote commands present. Set CRM_DEPLOY_KEY in production; without
// it a random key is generated into the data folder (readable by the owner only), where the
// commands on the same machine find it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEPLOY_KEY_FILE = 'deploy-key';

export function loadDeployKey(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const path = join(dataDir, DEPLOY_KEY_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(path, key, { mode: 0o600, flag: 'wx' });
  return key;
}

export function isDeployKey(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
