import { authStore } from '@crm/shared';
import { PageSpinner } from '@crm/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { goToLogin } from '../navigation/navigate';

export function useSignedIn(): boolean {
  return useStore(authStore, (state) => state.tokens !== undefined);
}

/**
 * Only a signed-in user sees `children`; anyone else goes to the login page, which brings them
 * back to this page afterwards (the return URL is the current location).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) goToLogin();
  }, [signedIn]);
  return signedIn ? children : <PageSpinner />;
}
