import { ErrorBar, Form, FormField, TextInput, useCrmForm } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import { useCallback, useMemo, useState } from 'react';
import { accountApi } from '../../api/account-api';
import { AccountPage, useAccountStyles } from '../../components/account-card';
import { forgotPasswordSchema } from '../../lib/account-schemas';
import { RouterLink } from '../../components/router-link';
import { SubmitButton } from '../../components/submit-button';
import { useTenantParam } from '../../lib/tenant-param';
import { useSubmit } from '../../lib/use-submit';

/** Asks for a reset link; the answer is the same whether or not the address is known. */
export default function ForgotPasswordPage() {
  const localize = useLocalize();
  const styles = useAccountStyles();
  const tenant = useTenantParam();
  const resolver = useMemo(() => formResolver(forgotPasswordSchema()), []);
  const form = useCrmForm<{ email: string }>({ defaultValues: { email: '' }, resolver });
  const [sent, setSent] = useState(false);
  const { busy, error, submit } = useSubmit(
    useCallback(
      async ({ email }: { email: string }) => {
        await accountApi.sendPasswordResetCode(email, tenant);
        setSent(true);
      },
      [tenant],
    ),
  );
  const loginPath = tenant === undefined ? '/account/login' : `/account/login?__tenant=${tenant}`;

  return (
    <AccountPage title={localize('AbpAccount::ForgotPassword')} testId="page-forgot-password">
      {sent ? (
        <MessageBar intent="success" data-testid="reset-mail-sent">
          <MessageBarBody>{localize('AbpAccount::PasswordResetMailSentMessage')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text>{localize('AbpAccount::SendPasswordResetLink_Information')}</Text>
          <ErrorBar error={error} />
          <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
            <FormField name="email" label={localize('AbpAccount::EmailAddress')} required>
              {(field) => <TextInput {...field} type="email" autoComplete="email" dir="ltr" />}
            </FormField>
            <SubmitButton busy={busy}>{localize('account::ForgotPassword.Submit')}</SubmitButton>
          </Form>
        </>
      )}
      <RouterLink to={loginPath}>{localize('AbpAccount::BackToLogin')}</RouterLink>
    </AccountPage>
  );
}
