import { useLocalize, useSessionTenant } from '@crm/shared';
import { RouterLink } from '../../components/router-link';
import { useTenantParam } from '../../lib/tenant-param';

/** The forgot-password page for `tenant` (the session's tenant applies when none is named). */
export function forgotPasswordPath(tenant: string | undefined): string {
  return tenant === undefined
    ? '/account/forgot-password'
    : `/account/forgot-password?__tenant=${encodeURIComponent(tenant)}`;
}

/**
 * The sign-in form's way to a reset link. The tenant goes with it: the one the address names,
 * else the session's (the provider's sign-in step has only `?interaction=` in its address).
 */
export function ForgotPasswordLink() {
  const localize = useLocalize();
  const named = useTenantParam();
  const session = useSessionTenant();
  const tenant = named ?? session?.name;
  return (
    <RouterLink to={forgotPasswordPath(tenant)} testId="forgot-password-link">
      {localize('AbpAccount::ForgotPassword')}
    </RouterLink>
  );
}
