// Deploy keys: a key opens one remote's releases, promotions and rollbacks (or, made with no
// remote, every remote's and the keys themselves: an operator key). A key is 256 random bits,
// shown once when made; only its SHA-256 is stored, and a presented key is looked up by its hash
// and compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { ConflictError, NotFoundError } from '../errors/app-error';
import type { Actor } from './actor';
import * as repo from './deploy-keys.repository';
import { isDeployKey } from './deploy-key';

const KEY_PREFIX = 'crm_dk_';

/** Who presented a deploy key: the configured operator key, or a stored key. */
export interface DeployCaller {
  /** `operator` for CRM_DEPLOY_KEY (or the data folder's key), else the key's name. */
  name: string;
  /** The one remote the key opens; null for an operator key. */
  remote: string | null;
  actor: Actor;
}

export interface DeployKeyItem {
  name: string;
  remote: string | null;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function toItem(row: repo.DeployKeyRow): DeployKeyItem {
  return {
    name: row.name,
    remote: row.remote,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/** Makes a key; the answer is the only place the key itself ever appears. */
export async function createDeployKey(
  db: Db,
  input: { name: string; remote: string | null },
  actor: Actor,
): Promise<DeployKeyItem & { key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertDeployKey(db, {
    name: input.name,
    remote: input.remote,
    key_hash: hashKey(key),
    created_by: actor,
  });
  if (!row) throw new ConflictError('Platform:DeployKeyExists', [input.name]);
  return { ...toItem(row), key };
}

export async function listDeployKeys(db: Db): Promise<DeployKeyItem[]> {
  return (await repo.listDeployKeys(db)).map(toItem);
}

export async function revokeDeployKey(db: Db, name: string): Promise<void> {
  if (!(await repo.deleteDeployKey(db, name)))
    throw new NotFoundError('Platform:DeployKeyNotFound', [name]);
}

/** The caller a presented key stands for, or undefined when it opens nothing. */
export async function authenticateDeployKey(
  db: Db,
  operatorKey: string,
  presented: string | undefined,
): Promise<DeployCaller | undefined> {
  if (!presented) return undefined;
  if (isDeployKey(operatorKey, presented))
    return { name: 'operator', remote: null, actor: 'operator' };
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 100) return undefined;
  const hash = hashKey(presented);
  const row = await repo.findDeployKeyByHash(db, hash);
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return undefined;
  await repo.markDeployKeyUsed(db, row.name, new Date());
  return { name: row.name, remote: row.remote, actor: `key:${row.name}` };
}
