import { FormField } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { PasswordInput } from './password-input';

/** Current, new and repeated password, for a form over ChangePasswordValues. */
export function ChangePasswordFields() {
  const localize = useLocalize();
  return (
    <>
      <FormField
        name="currentPassword"
        label={localize('AbpAccount::DisplayName:CurrentPassword')}
        required
      >
        {(field) => <PasswordInput {...field} autoComplete="current-password" />}
      </FormField>
      <FormField
        name="newPassword"
        label={localize('AbpAccount::DisplayName:NewPassword')}
        required
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </FormField>
      <FormField
        name="confirmPassword"
        label={localize('AbpAccount::DisplayName:NewPasswordConfirm')}
        required
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </FormField>
    </>
  );
}
