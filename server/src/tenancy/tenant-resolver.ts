// Which tenant a request is for: the signed-in user's tenant first (a token's tenant always
// wins), then the `__tenant` header, then the `__tenant` query parameter, then the host-name
// pattern. `__tenant` carries a tenant id or name; an empty value means the host. An unknown or
// inactive tenant is a 404 with `Abp-Tenant-Resolve-Error`, as ABP answers.
import type { FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../cache/change-feed';
import { StampedCache } from '../cache/stamped-cache';
import type { AppError } from '../errors/app-error';
import { NotFoundError } from '../errors/app-error';
import type { Db } from '../db/database';
import { HOST_TENANT_ID } from './tenancy.tables';
import { findTenantById, findTenantByIdOrName, type TenantRow } from './tenants.repository';

export const TENANT_KEY = '__tenant';
export const TENANT_RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';

export interface CurrentTenant {
  /** The host's nil UUID on the host side. */
  id: string;
  name: string | null;
  isHost: boolean;
}

/** Tenants by id and by `__tenant` key, retired by any change of the `tenant` table. */
export interface TenantCaches {
  tenants: StampedCache<CurrentTenant>;
}

export const createTenantCaches = (changes: ChangeFeed): TenantCaches => ({
  tenants: new StampedCache(changes, 10_000),
});

export const HOST: CurrentTenant = { id: HOST_TENANT_ID, name: null, isHost: true };

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstValue(value[0]);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The tenant named by the host name, e.g. `demo` in `demo.crm.example` for `{0}.crm.example`. */
export function tenantFromHost(hostname: string, pattern: string | undefined): string | undefined {
  if (!pattern) return undefined;
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{0\\}', '([a-z0-9-]+)');
  const match = new RegExp(`^${escaped}$`, 'i').exec(hostname.split(':')[0] ?? '');
  return match?.[1];
}

/** The `__tenant` value the request carries, if any ('' = the host, explicitly). */
export function requestedTenantKey(
  request: Pick<FastifyRequest, 'headers' | 'query' | 'hostname'>,
  hostPattern: string | undefined,
): string | undefined {
  return (
    firstValue(request.headers[TENANT_KEY]) ??
    firstValue((request.query as Record<string, unknown> | undefined)?.[TENANT_KEY]) ??
    tenantFromHost(request.hostname, hostPattern)
  );
}

function resolveError(key: string, code: string): AppError {
  return new NotFoundError(code, [key], {
    headers: { [TENANT_RESOLVE_ERROR_HEADER]: encodeURIComponent(`Tenant not found: ${key}`) },
  });
}

function toCurrent(row: TenantRow, key: string): CurrentTenant {
  if (!row.is_active) throw resolveError(key, 'Crm:TenantNotActive');
  return { id: row.id, name: row.name, isHost: false };
}

/** Tenant names and ids are short printable text. */
const MAX_TENANT_KEY_LENGTH = 256;
function isPossibleTenantKey(key: string): boolean {
  return (
    key.length <= MAX_TENANT_KEY_LENGTH && [...key].every((char) => char.charCodeAt(0) >= 0x20)
  );
}

/** The tenant a `__tenant` value names; with `caches`, read from the tenant cache. */
export async function resolveTenantByKey(
  db: Db,
  key: string | undefined,
  caches?: TenantCaches,
): Promise<CurrentTenant> {
  if (key === undefined || key === '') return HOST;
  // No tenant is named so; PostgreSQL would refuse the text (NUL) rather than find nothing.
  if (!isPossibleTenantKey(key)) throw resolveError(key, 'Crm:TenantNotFound');
  const load = async () => {
    const row = await findTenantByIdOrName(db, key);
    if (!row) throw resolveError(key, 'Crm:TenantNotFound');
    return toCurrent(row, key);
  };
  return caches ? caches.tenants.get(`key:${key}`, [], load) : load();
}

/** The tenant of a signed-in user's token; with `caches`, read from the tenant cache. */
export async function resolveTenantById(
  db: Db,
  id: string,
  caches?: TenantCaches,
): Promise<CurrentTenant> {
  if (id === HOST_TENANT_ID) return HOST;
  const load = async () => {
    const row = await findTenantById(db, id);
    if (!row) throw resolveError(id, 'Crm:TenantNotFound');
    return toCurrent(row, id);
  };
  return caches ? caches.tenants.get(`id:${id}`, [], load) : load();
}
