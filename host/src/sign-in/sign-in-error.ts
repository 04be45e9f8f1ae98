import { ServerRefusal } from './server-calls';
import type { TextKey } from './texts';

/** What the page says about a failure: the server's own words, or one of the page's texts. */
export type Failure = { text: string } | { key: TextKey; argument?: string };

/**
 * A failed step of the sign-in, as the account remote's login page says it: a lost interaction
 * starts the sign-in again (`restart`), an unknown tenant is named, anything else is the server's
 * message (already in the session's language) or the default error.
 */
export function signInFailure(
  error: unknown,
  tenantName = '',
): { failure: Failure; restart: boolean } {
  if (!(error instanceof ServerRefusal))
    return { failure: { key: 'AbpUi::DefaultErrorMessage' }, restart: false };
  if (error.code === 'Crm:InteractionNotFound')
    return { failure: { key: 'AbpAccount::InvalidLoginRequest' }, restart: true };
  if (error.code === 'Crm:TenantNotFound' || error.code === 'Crm:TenantNotActive') {
    const failure = { key: 'AbpUiMultiTenancy::GivenTenantIsNotAvailable', argument: tenantName };
    return { failure: failure as Failure, restart: false };
  }
  const failure: Failure = error.serverMessage
    ? { text: error.serverMessage }
    : { key: 'AbpUi::DefaultErrorMessage' };
  return { failure, restart: false };
}
