import { safeReturnUrl } from './safe-return-url';

/** What a login page's address asks for: the provider's interaction, a tenant, where to go next. */
export interface LoginTarget {
  interaction: string | null;
  /** `?__tenant=<name>` preselects the tenant, as links in a tenant's e-mails do. */
  tenant: string | null;
  returnUrl: string;
  /** The shell sends `prompt=login` when the server refused the session: ask again. */
  reauthenticate: boolean;
}

export function loginTargetOf(params: URLSearchParams): LoginTarget {
  return {
    interaction: params.get('interaction'),
    tenant: params.get('__tenant'),
    returnUrl: safeReturnUrl(params.get('returnUrl') ?? params.get('redirectUrl')),
    reauthenticate: params.get('prompt') === 'login',
  };
}
