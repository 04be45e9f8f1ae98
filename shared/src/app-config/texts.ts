// Local fallbacks for the ABP texts this folder shows; the server's texts replace them.
import { addResources } from '../i18n/texts-registry';

export const TENANT_NOT_AVAILABLE_KEY = 'AbpUiMultiTenancy::GivenTenantIsNotAvailable';

export function registerAppConfigTexts(): void {
  addResources('AbpUiMultiTenancy', {
    fa: { GivenTenantIsNotAvailable: 'مستأجر «{0}» در دسترس نیست.' },
    en: { GivenTenantIsNotAvailable: 'Given tenant is not available: {0}' },
  });
}
