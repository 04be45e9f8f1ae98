import { Link } from '@crm/shared/fluent';
import { useTenant } from './page-session';
import type { Text } from './use-text';

/**
 * The way to a reset link, with the tenant: the one the address names, else the session's (the
 * provider's sign-in step has only `?interaction=` in its address). A plain link: the forgot
 * password page is the application's.
 */
export function ForgotPasswordLink({ text }: { text: Text }) {
  const session = useTenant();
  const params = new URLSearchParams(window.location.search);
  const tenant = params.has('__tenant') ? (params.get('__tenant') ?? '') : session?.name;
  const href =
    tenant === undefined
      ? '/account/forgot-password'
      : `/account/forgot-password?__tenant=${encodeURIComponent(tenant)}`;
  return (
    <Link href={href} data-testid="forgot-password-link">
      {text('AbpAccount::ForgotPassword')}
    </Link>
  );
}
