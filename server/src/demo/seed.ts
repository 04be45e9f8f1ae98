// What a fresh database gets. Always: the host's static roles. With demo data (`CRM_DEMO_DATA`):
// the host administrator and a `demo` tenant with its own administrator, both `admin` / `1q2w3E*`
// (the well-known ABP demo password; these accounts are for trying the product only).
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { hashPassword } from '../identity/passwords';
import { ensureStaticRoles } from '../identity/role-setup';
import { setRolesOfUser } from '../identity/roles.repository';
import { newUserRow } from '../identity/user-factory';
import { findUserByUserName, insertUser } from '../identity/users.repository';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';
import { setSettingForSide } from '../settings/settings.service';
import { createTenantWithAdmin } from '../tenancy/tenant-setup';
import { findTenantByName } from '../tenancy/tenants.repository';
import { seedPortfolioDemo } from './loaders/portfolio-seed';

export const DEMO_TENANT = 'demo';
export const DEMO_USER = 'admin';
export const DEMO_PASSWORD = '1q2w3E*';

export async function seedHost(db: Db): Promise<void> {
  await inTenant(db, HOST_TENANT_ID, (scope) => ensureStaticRoles(scope, true));
}

export interface DemoSeedOptions {
  /** The portfolio demo (market, customers, baskets, contracts) in tenant `demo` (default true). */
  portfolio?: boolean;
}

/** Seeds the demo accounts when missing; returns whether demo data is present. */
export async function seedDemoData(db: Db, options: DemoSeedOptions = {}): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTenant(db, HOST_TENANT_ID, async (scope) => {
    const { admin } = await ensureStaticRoles(scope, true);
    if (await findUserByUserName(scope, DEMO_USER)) return;
    const user = newUserRow({
      userName: DEMO_USER,
      email: 'admin@crm.local',
      passwordHash,
      name: 'مدیر',
      surname: 'سامانه',
    });
    await insertUser(scope, user);
    await setRolesOfUser(scope, user.id, [admin.id]);
  });
  let tenant = await findTenantByName(db, DEMO_TENANT);
  if (!tenant) {
    tenant = await createTenantWithAdmin(db, {
      name: DEMO_TENANT,
      adminEmailAddress: 'admin@demo.crm.local',
      adminPassword: DEMO_PASSWORD,
    });
    // The demo tenant lets visitors try self-registration (off everywhere else by default), and
    // opens the menu only to users with a contract or a basket, so that the contract path shows.
    await inTenant(db, tenant.id, async (scope) => {
      await setSettingForSide(scope, false, 'Abp.Account.IsSelfRegistrationEnabled', 'True');
      await setSettingForSide(scope, false, 'CHECK_USER_ACCESS_MENU', 'TRUE');
    });
  }
  if (options.portfolio ?? true) {
    await seedPortfolioDemo(db, tenant.id, { size: 'small', passwordHash });
  }
  return true;
}
