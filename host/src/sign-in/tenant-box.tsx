import { TenantBox } from '@crm/shared/ui';
import { lazy } from 'react';
import { useTenant } from './page-session';
import { useText } from './use-text';

// The switch dialog (Fluent's Dialog) is not needed to draw the page: it loads on the first click.
const TenantDialog = lazy(() => import('./tenant-dialog'));

/** Spec §2: the tenant box, with the page's own texts and tenant. */
export function SignInTenantBox() {
  const text = useText();
  const tenant = useTenant();
  return <TenantBox tenantName={tenant?.name} text={text} dialog={TenantDialog} />;
}
