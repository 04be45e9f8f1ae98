import { safeReturnUrl } from '@crm/shared';
import { useSearchParams } from '@crm/shared/routing';

/** What the login URL asks for: the provider's interaction, a tenant, where to go afterwards. */
export function useLoginTarget() {
  const [params] = useSearchParams();
  return {
    interaction: params.get('interaction'),
    /** `?__tenant=<name>` preselects the tenant, as links in a tenant's e-mails do. */
    tenant: params.get('__tenant'),
    returnUrl: safeReturnUrl(params.get('returnUrl') ?? params.get('redirectUrl')),
    /** The shell sends `prompt=login` when the server refused the session: ask again. */
    reauthenticate: params.get('prompt') === 'login',
  };
}
