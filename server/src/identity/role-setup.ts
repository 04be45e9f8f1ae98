// The static roles every tenant (and the host) starts with: `admin`, holding every permission
// available on its side, and `customer`, the default role of new users, holding the customer
// pages. A role is only created when missing, so an administrator's later changes survive.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { permissionsFor } from '../permissions/permission-definitions';
import { grant } from '../permissions/permission-grants.repository';
import { findRoleByName, insertRole, type RoleRow } from './roles.repository';
import { normalizeName } from './normalized-name';

export const ADMIN_ROLE = 'admin';
export const CUSTOMER_ROLE = 'customer';
export const BACKOFFICE_ROLE = 'backoffice';

/** The report pages (spec §6), held by customers and the back office alike. */
export const REPORT_PERMISSIONS = [
  'Crm.PortfolioStatus',
  'Crm.BasketShareAssetState',
  'Crm.AssetStateShare',
  'Crm.BalanceSheetCurrent',
  'Crm.ShareDeal',
  'Crm.AssetComposition',
  'Crm.Turnover',
  'Crm.Mwrr',
];

/** Back-office staff: the administrative portfolio pages and the reports of every basket. */
export const BACKOFFICE_PERMISSIONS = [
  'Crm.HomePage',
  ...REPORT_PERMISSIONS,
  'Crm.PortfolioModify',
  'Crm.PortfolioWage',
  'Crm.QuestionModify',
];

export const CUSTOMER_PERMISSIONS = ['Crm.HomePage', ...REPORT_PERMISSIONS, 'Crm.AssetManagement'];

async function ensureRole(
  scope: TenantDb,
  name: string,
  flags: { isDefault: boolean; isPublic: boolean },
  permissions: string[],
): Promise<RoleRow> {
  const existing = await findRoleByName(scope, name);
  if (existing) return existing;
  await insertRole(scope, {
    id: randomUUID(),
    name,
    normalized_name: normalizeName(name),
    is_default: flags.isDefault,
    is_static: true,
    is_public: flags.isPublic,
    concurrency_stamp: randomUUID(),
  });
  await grant(scope, 'R', name, permissions);
  return (await findRoleByName(scope, name))!;
}

export async function ensureStaticRoles(scope: TenantDb, isHost: boolean) {
  // A role holds only what its side offers (the host has no portfolio pages but the home page).
  const available = new Set(permissionsFor(isHost));
  const onThisSide = (names: readonly string[]) => names.filter((name) => available.has(name));
  const admin = await ensureRole(
    scope,
    ADMIN_ROLE,
    { isDefault: false, isPublic: true },
    permissionsFor(isHost),
  );
  const customer = await ensureRole(
    scope,
    CUSTOMER_ROLE,
    { isDefault: true, isPublic: true },
    onThisSide(CUSTOMER_PERMISSIONS),
  );
  // Not public: staff get it from an administrator, it is never anyone's default.
  const backoffice = await ensureRole(
    scope,
    BACKOFFICE_ROLE,
    { isDefault: false, isPublic: false },
    onThisSide(BACKOFFICE_PERMISSIONS),
  );
  return { admin, customer, backoffice };
}
