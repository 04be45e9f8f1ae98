import { i18n } from '@crm/shared';

/** Validation messages follow the page's language at each validation. */
export const formLanguage = () => i18n.language;
