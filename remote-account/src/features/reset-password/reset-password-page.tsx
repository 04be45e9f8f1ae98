import { ErrorBar, Form, PageSpinner, useCrmForm } from '@crm/shared/ui';
import { useLocalize, usePasswordPolicy } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@crm/shared/routing';
import { accountApi } from '../../api/account-api';
import { AccountPage, useAccountStyles } from '../../components/account-card';
import { resetPasswordSchema, type ResetPasswordValues } from '../../lib/account-schemas';
import { NewPasswordFields } from '../../components/change-password-fields';
import { RouterLink } from '../../components/router-link';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../lib/use-submit';

type LinkState = 'checking' | 'valid' | 'invalid' | 'done';

/** Opened from the reset e-mail: checks the link, then sets the new password. */
export default function ResetPasswordPage() {
  const localize = useLocalize();
  const styles = useAccountStyles();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const resetToken = params.get('resetToken') ?? '';
  const tenant = params.get('__tenant') ?? '';
  const [state, setState] = useState<LinkState>('checking');
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => formResolver(resetPasswordSchema(policy)), [policy]);
  const form = useCrmForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver,
  });

  useEffect(() => {
    let current = true;
    const check =
      userId && resetToken
        ? accountApi.verifyPasswordResetToken({ userId, resetToken }, tenant)
        : Promise.resolve(false);
    check.then(
      (valid) => current && setState(valid ? 'valid' : 'invalid'),
      () => current && setState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [userId, resetToken, tenant]);

  const { busy, error, submit } = useSubmit(
    useCallback(
      async (values: ResetPasswordValues) => {
        await accountApi.resetPassword({ userId, resetToken, password: values.password }, tenant);
        setState('done');
      },
      [userId, resetToken, tenant],
    ),
  );
  const loginPath = `/account/login?__tenant=${encodeURIComponent(tenant)}`;

  return (
    <AccountPage title={localize('AbpAccount::ResetPassword')} testId="page-reset-password">
      {state === 'checking' && <PageSpinner />}
      {state === 'invalid' && (
        <>
          <MessageBar intent="error" data-testid="reset-link-invalid">
            <MessageBarBody>{localize('AbpAccount::Crm:InvalidPasswordResetToken')}</MessageBarBody>
          </MessageBar>
          <RouterLink to={`/account/forgot-password?__tenant=${encodeURIComponent(tenant)}`}>
            {localize('AbpAccount::ForgotPassword')}
          </RouterLink>
        </>
      )}
      {state === 'done' && (
        <MessageBar intent="success" data-testid="password-reset-done">
          <MessageBarBody>{localize('AbpAccount::YourPasswordIsSuccessfullyReset')}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'valid' && (
        <>
          <Text>{localize('AbpAccount::ResetPassword_Information')}</Text>
          <ErrorBar error={error} />
          <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
            <NewPasswordFields name="password" />
            <SubmitButton busy={busy}>{localize('AbpAccount::ResetPassword')}</SubmitButton>
          </Form>
        </>
      )}
      <RouterLink to={loginPath}>{localize('AbpAccount::BackToLogin')}</RouterLink>
    </AccountPage>
  );
}
