import { PageSpinner } from '@crm/shared/ui';
import { usePolicy } from '@crm/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@crm/shared/routing';
import { useErrorScreenStore } from '../errors/error-screen-store';
import { ERROR_TEXTS } from '../errors/error-action';
import { CHANGE_PASSWORD_PATH } from '../startup/run-startup';
import { useShellStore } from '../startup/shell-store';
import { RequireSignIn, useSignedIn } from './require-sign-in';

function Forbidden() {
  const show = useErrorScreenStore((store) => store.show);
  useEffect(() => {
    show({
      status: 403,
      title: ERROR_TEXTS.title403,
      details: ERROR_TEXTS.details403,
      homeButton: true,
    });
  }, [show]);
  return null;
}

/**
 * A page's guard (spec §4, §6), the same in every layout: a route with a policy sends a
 * signed-out visitor to sign in and back (a 403 would tell them nothing they can act on); while
 * the password is expired only changePassword opens; a policy not granted reports a 403.
 */
export function RouteGuard({
  policy,
  children,
}: {
  policy: string | undefined;
  children: ReactNode;
}) {
  const granted = usePolicy(policy ?? '');
  const signedIn = useSignedIn();
  const { ready, passwordExpired } = useShellStore();
  const { pathname, key } = useLocation();
  if (!ready) return <PageSpinner />;
  if (policy && !signedIn) return <RequireSignIn>{children}</RequireSignIn>;
  if (passwordExpired && pathname !== CHANGE_PASSWORD_PATH)
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  // One per visit: the 403 shows on every forbidden page, also after the last one was dismissed.
  // The path is part of the key: an entry pushed without the router's state has no key of its own.
  if (!granted) return <Forbidden key={`${pathname}|${key}`} />;
  return children;
}
