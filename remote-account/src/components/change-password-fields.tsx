import { FormField } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { PasswordInput } from './password-input';

/** The new password and its repetition (`confirmPassword`); `name` is the new password's field. */
export function NewPasswordFields({ name }: { name: 'newPassword' | 'password' }) {
  const localize = useLocalize();
  return (
    <>
      <FormField name={name} label={localize('AbpAccount::DisplayName:NewPassword')} required>
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
      <NewPasswordFields name="newPassword" />
    </>
  );
}
