import { useCallback } from 'react';
import { hasPolicy } from '../policy/has-policy';
import { useGrantedPolicies } from './hooks';

/** Whether the current user is granted a policy expression; follows app-config refreshes. */
export function useCan(): (policy: string) => boolean {
  const granted = useGrantedPolicies();
  return useCallback((policy) => hasPolicy(granted, policy), [granted]);
}
