// Tenant administration (host side only: every tenant permission is a host permission).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-error';
import { checkPassword } from '../identity/users.service';
import { HOST_TENANT_ID } from './tenancy.tables';
import { createTenantWithAdmin, type NewTenant } from './tenant-setup';
import {
  deleteRowsOfTenant,
  deleteTenant,
  findTenantById,
  findTenantByName,
  listTenants,
  normalizeTenantName,
  updateTenant,
  type TenantListQuery,
  type TenantRow,
} from './tenants.repository';

export function tenantDto(row: TenantRow) {
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    concurrencyStamp: row.concurrency_stamp,
    creationTime: row.creation_time.toISOString(),
    extraProperties: row.extra_properties,
  };
}

export async function tenantPage(db: Db, query: TenantListQuery) {
  const page = await listTenants(db, query);
  return { items: page.items.map(tenantDto), totalCount: page.totalCount };
}

/** ABP's answer to a tenant lookup: `success: false` when there is no such tenant. */
function lookupResult(row: TenantRow | undefined) {
  return row
    ? {
        success: true,
        tenantId: row.id,
        name: row.name,
        normalizedName: row.normalized_name,
        isActive: row.is_active,
      }
    : { success: false, tenantId: null, name: null, normalizedName: null, isActive: false };
}

export async function lookUpTenantByName(db: Db, name: string) {
  return lookupResult(await findTenantByName(db, name));
}

export async function lookUpTenantById(db: Db, id: string) {
  return lookupResult(await findTenantById(db, id));
}

export async function getTenant(db: Db, id: string): Promise<TenantRow> {
  const row = await findTenantById(db, id);
  if (!row) throw new NotFoundError('Crm:EntityNotFound', [id]);
  return row;
}

async function assertTenantNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const existing = await findTenantByName(db, name);
  if (existing && existing.id !== exceptId) {
    throw new BadRequestError('Volo.Abp.TenantManagement:DuplicateTenantName', [name]);
  }
}

/** A new tenant with its administrator, whose password must meet the host's policy. */
export async function createTenant(db: Db, input: NewTenant): Promise<TenantRow> {
  await assertTenantNameFree(db, input.name);
  await inTenant(db, HOST_TENANT_ID, (scope) =>
    checkPassword(scope, true, input.adminPassword, 'adminPassword', {
      userName: 'admin',
      email: input.adminEmailAddress,
    }),
  );
  return createTenantWithAdmin(db, input);
}

export async function updateTenantDetails(
  db: Db,
  id: string,
  input: {
    name: string;
    isActive?: boolean | undefined;
    concurrencyStamp?: string | null | undefined;
    extraProperties: Record<string, unknown>;
  },
): Promise<TenantRow> {
  await getTenant(db, id);
  await assertTenantNameFree(db, input.name, id);
  const changed = await updateTenant(db, id, input.concurrencyStamp ?? undefined, {
    name: input.name.trim(),
    normalized_name: normalizeTenantName(input.name),
    ...(input.isActive === undefined ? {} : { is_active: input.isActive }),
    extra_properties: JSON.stringify(input.extraProperties),
    concurrency_stamp: randomUUID(),
    last_modification_time: new Date(),
  });
  if (!changed) throw new ConflictError('Crm:ConcurrencyConflict');
  return getTenant(db, id);
}

/**
 * Deletes the tenant and every row it owns — identity, settings, portfolio data, contracts —
 * in one transaction (docs/decisions/0005-tenant-deletion.md).
 */
export async function removeTenant(db: Db, id: string): Promise<void> {
  if (id === HOST_TENANT_ID) throw new NotFoundError('Crm:EntityNotFound', [id]);
  await getTenant(db, id);
  await inTenant(db, id, async (scope) => {
    await deleteRowsOfTenant(scope);
    await deleteTenant(scope.db, id);
  });
}
