import { resolveKey, useLocalize, useTranslation } from '@crm/shared';
import { useEffect } from 'react';
import { useCurrentRoute } from './current-route';

/** `document.title` names the current page, then the product, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('host');
  const localize = useLocalize();
  const route = useCurrentRoute();
  const page = route?.titleKey ? t(resolveKey(route.titleKey)) : undefined;
  const product = localize('Crm::AppName');
  useEffect(() => {
    document.title = page ? `${page} | ${product}` : product;
  }, [page, product]);
}
