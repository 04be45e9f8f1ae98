import { useEffect } from 'react';
import { useLocation } from '@crm/shared/routing';
import { ERROR_TEXTS } from './error-action';
import { useErrorScreenStore } from './error-screen-store';

/**
 * An address no page answers: the same full-page screen as a 403 or 500 (one layout for every
 * error page), raised on every visit; a navigation dismisses it as it does the others.
 */
export function NotFound() {
  const show = useErrorScreenStore((store) => store.show);
  const { pathname, key } = useLocation();
  useEffect(() => {
    show({
      status: 404,
      title: ERROR_TEXTS.title404,
      details: ERROR_TEXTS.details404,
      homeButton: true,
    });
  }, [show, pathname, key]);
  return <span data-testid="not-found" hidden />;
}
