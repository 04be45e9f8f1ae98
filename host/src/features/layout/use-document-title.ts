import { resolveKey, useLocalize } from '@crm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { HostRoute } from './collect-routes';

/** `document.title` names the current page, then the product, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('host');
  const localize = useLocalize();
  const route = useMatches().at(-1)?.handle as HostRoute | undefined;
  const page = route?.titleKey ? t(resolveKey(route.titleKey)) : undefined;
  const product = localize('Crm::AppName');
  useEffect(() => {
    document.title = page ? `${page} | ${product}` : product;
  }, [page, product]);
}
