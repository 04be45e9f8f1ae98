import { useCrmForm } from '@crm/shared/ui';
import { formResolver } from '@crm/shared/forms';
import { useMemo } from 'react';
import { changePasswordSchema, type ChangePasswordValues } from './account-schemas';
import { useFormLanguage } from './use-form-language';
import { usePasswordPolicy } from './use-password-policy';

export const EMPTY_PASSWORDS: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** A change-password form checked against the tenant's password policy. */
export function useChangePasswordForm() {
  const policy = usePasswordPolicy();
  const language = useFormLanguage();
  const resolver = useMemo(
    () => formResolver(changePasswordSchema(policy), language),
    [policy, language],
  );
  return useCrmForm<ChangePasswordValues>({ defaultValues: EMPTY_PASSWORDS, resolver });
}
