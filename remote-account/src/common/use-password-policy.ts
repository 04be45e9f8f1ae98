import { useAppConfig } from '@crm/shared';
import { passwordPolicyFromSettings, type PasswordPolicy } from '@crm/shared/validation';
import { useMemo } from 'react';

/** The password policy of the current tenant, from the application configuration's settings. */
export function usePasswordPolicy(): PasswordPolicy {
  const values = useAppConfig()?.setting.values;
  return useMemo(() => passwordPolicyFromSettings(values ?? {}), [values]);
}
