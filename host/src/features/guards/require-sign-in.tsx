import { authStore } from '@crm/shared';
import { PageSpinner } from '@crm/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { goToLogin } from '../navigation/navigate';

/** The application layout requires a signed-in user; anyone else goes to the login page. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useStore(authStore, (state) => state.tokens !== undefined);
  useEffect(() => {
    if (!signedIn) goToLogin();
  }, [signedIn]);
  return signedIn ? children : <PageSpinner />;
}
