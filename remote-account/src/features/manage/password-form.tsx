import { Form } from '@crm/shared/ui';
import { toast, useLocalize } from '@crm/shared';
import { useCallback } from 'react';
import { accountApi } from '../../api/account-api';
import { useAccountStyles } from '../../components/account-card';
import type { ChangePasswordValues } from '../../lib/account-schemas';
import { ChangePasswordFields } from '../../components/change-password-fields';
import { SubmitButton } from '../../components/submit-button';
import { EMPTY_PASSWORDS, useChangePasswordForm } from '../../lib/use-change-password-form';
import { useSubmit } from '../../lib/use-submit';

/**
 * Changes the user's password (the server ends the user's other sessions). A failure, a wrong
 * current password too, is shown by the shell's error handler (spec §8).
 */
export function PasswordForm() {
  const localize = useLocalize();
  const styles = useAccountStyles();
  const form = useChangePasswordForm();
  const { reset } = form;
  const { busy, submit } = useSubmit(
    useCallback(
      async (values: ChangePasswordValues) => {
        await accountApi.changeMyPassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        reset(EMPTY_PASSWORDS);
        toast.success('AbpAccount::PasswordChanged');
      },
      [reset],
    ),
  );
  return (
    <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
      <ChangePasswordFields />
      <SubmitButton busy={busy}>{localize('AbpAccount::ProfileTab:Password')}</SubmitButton>
    </Form>
  );
}
