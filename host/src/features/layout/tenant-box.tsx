import { useLocalize, useMultiTenancy, useSessionTenant } from '@crm/shared';
import { TenantBox } from '@crm/shared/ui';
import { lazy } from 'react';

// The switch dialog (Fluent's Dialog) is not needed to draw the page: it loads on the first click.
const SwitchDialog = lazy(() =>
  import('./tenant-switch-dialog').then((m) => ({ default: m.SessionTenantSwitch })),
);

/** Spec §2: the account layout's tenant box, shown when multi-tenancy is on. */
export function AccountTenantBox() {
  const localize = useLocalize();
  const multiTenancy = useMultiTenancy();
  const tenant = useSessionTenant();
  if (!multiTenancy?.isEnabled) return null;
  return <TenantBox tenantName={tenant?.name} text={localize} dialog={SwitchDialog} />;
}
