import { Spinner } from '@crm/shared/fluent';
import { useEffect } from 'react';
import { loader, useTranslation } from '@crm/shared';

/**
 * A page (or a remote) still loading. It also runs the top loader bar while it shows, so the bar
 * covers navigation as well as HTTP requests (spec §2).
 */
export function PageSpinner() {
  const { t } = useTranslation('shared');
  useEffect(() => {
    loader.start();
    return () => loader.stop();
  }, []);
  return <Spinner size="medium" label={t('Area.Loading')} style={{ padding: 48 }} />;
}
