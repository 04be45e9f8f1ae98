import { addResources, i18n } from '@crm/shared';
import { uiResources } from './ui-resources';

let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  addResources('AbpUi', uiResources.AbpUi);
  addResources('shared', uiResources.shared);
  addResources('Crm', uiResources.Crm);
}

/**
 * Registers the kit's texts once the page's i18n instance exists: at once if it is already
 * initialised, otherwise when it finishes (its resource store is only created by `init`).
 * Texts the server sends later for the same `AbpUi` keys replace these.
 */
export function registerUiResources(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
