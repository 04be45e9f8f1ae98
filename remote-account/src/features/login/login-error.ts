import { isHttpError, TokenEndpointError } from '@crm/shared';

/** The message the form shows for a failed sign-in (already localized by the server). */
export function loginErrorMessage(error: unknown): { text: string; restart: boolean } {
  if (isHttpError(error)) {
    const code = error.abpError?.code;
    if (code === 'Crm:InteractionNotFound')
      return { text: 'AbpAccount::InvalidLoginRequest', restart: true };
    if (code === 'Crm:TenantNotFound' || code === 'Crm:TenantNotActive') {
      return { text: 'AbpUiMultiTenancy::GivenTenantIsNotAvailable', restart: false };
    }
    return { text: error.abpError?.message ?? 'AbpUi::DefaultErrorMessage', restart: false };
  }
  if (error instanceof TokenEndpointError)
    return { text: error.description ?? error.error, restart: false };
  return { text: 'AbpUi::DefaultErrorMessage', restart: false };
}
