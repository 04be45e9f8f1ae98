// The server's own secret: it encrypts stored secrets (the SMTP password) and signs password-reset
// links. Set CRM_SECRET_KEY when several servers share one database (all need the same key);
// without it a random key is generated into the data folder (readable by the owner only).
// Each use gets its own subkey (HKDF), so one purpose's key never serves another.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from './env';

export const SECRET_KEY_FILE = 'secret-key';

export type SecretPurpose = 'setting-encryption' | 'password-reset' | 'health-ticket';

const loaded = new Map<string, Buffer>();

function readOrCreate(dataDir: string): string {
  const path = join(dataDir, SECRET_KEY_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process created it first: use theirs.
    return readFileSync(path, 'utf8').trim();
  }
  return key;
}

function masterKey(config: Pick<ServerConfig, 'secretKey' | 'dataDir'>): Buffer {
  const cacheKey = config.secretKey ? `env:${config.secretKey}` : `dir:${config.dataDir}`;
  let key = loaded.get(cacheKey);
  if (!key) {
    key = Buffer.from(config.secretKey ?? readOrCreate(config.dataDir), 'utf8');
    loaded.set(cacheKey, key);
  }
  return key;
}

/** A 32-byte key for one purpose, derived from the server's secret. */
export function secretSubkey(
  config: Pick<ServerConfig, 'secretKey' | 'dataDir'>,
  purpose: SecretPurpose,
): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey(config), 'crm', purpose, 32));
}
