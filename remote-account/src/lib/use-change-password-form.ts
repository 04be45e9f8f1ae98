import { useCrmForm } from '@crm/shared/ui';
import { formResolver } from '@crm/shared/forms';
import { useMemo } from 'react';
import { usePasswordPolicy } from '@crm/shared';
import { changePasswordSchema, type ChangePasswordValues } from './account-schemas';

export const EMPTY_PASSWORDS: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** A change-password form checked against the tenant's password policy. */
export function useChangePasswordForm() {
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => formResolver(changePasswordSchema(policy)), [policy]);
  return useCrmForm<ChangePasswordValues>({ defaultValues: EMPTY_PASSWORDS, resolver });
}
