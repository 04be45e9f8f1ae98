import { useMemo } from 'react';
import {
  passwordPolicyFromSettings,
  type PasswordPolicy,
} from '../validation/validators/password-policy';
import { useAppConfig } from './hooks';

/** The password policy of the current tenant (or host), from the app configuration's settings. */
export function usePasswordPolicy(): PasswordPolicy {
  const values = useAppConfig()?.setting.values;
  return useMemo(() => passwordPolicyFromSettings(values ?? {}), [values]);
}
