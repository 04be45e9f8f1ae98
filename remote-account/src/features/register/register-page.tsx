import { ErrorBar, Form, FormField, TextInput, useCrmForm } from '@crm/shared/ui';
import { isTrueValue, useLocalize, usePasswordPolicy, useSetting } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { Button, MessageBar, MessageBarBody, Spinner } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { useNavigate } from '@crm/shared/routing';
import { accountApi } from '../../api/account-api';
import { AccountPage, useAccountStyles } from '../../components/account-card';
import { registerSchema, type RegisterValues } from '../../lib/account-schemas';
import { PasswordInput } from '../../components/password-input';
import { RouterLink } from '../../components/router-link';
import { useTenantParam } from '../../lib/tenant-param';

const EMPTY: RegisterValues = { userName: '', emailAddress: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const localize = useLocalize();
  const styles = useAccountStyles();
  const navigate = useNavigate();
  const tenant = useTenantParam();
  const enabled = useSetting('Abp.Account.IsSelfRegistrationEnabled');
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => formResolver(registerSchema(policy)), [policy]);
  const form = useCrmForm<RegisterValues>({ defaultValues: EMPTY, resolver });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [registered, setRegistered] = useState(false);
  const loginPath = tenant === undefined ? '/account/login' : `/account/login?__tenant=${tenant}`;

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setError(undefined);
    try {
      await accountApi.register(
        { userName: values.userName, emailAddress: values.emailAddress, password: values.password },
        tenant,
      );
      setRegistered(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (enabled !== undefined && !isTrueValue(enabled)) {
    return (
      <AccountPage title={localize('AbpAccount::Register')} testId="page-register">
        <MessageBar intent="warning">
          <MessageBarBody>{localize('AbpAccount::SelfRegistrationDisabledMessage')}</MessageBarBody>
        </MessageBar>
        <RouterLink to={loginPath}>{localize('AbpAccount::BackToLogin')}</RouterLink>
      </AccountPage>
    );
  }

  if (registered) {
    return (
      <AccountPage title={localize('AbpAccount::Register')} testId="page-register">
        <MessageBar intent="success" data-testid="register-done">
          <MessageBarBody>{localize('account::Register.Done')}</MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => navigate(loginPath)}>
          {localize('AbpAccount::Login')}
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={localize('AbpAccount::Register')} testId="page-register">
      <ErrorBar error={error} />
      <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
        <FormField name="userName" label={localize('AbpAccount::UserName')} required>
          {(field) => <TextInput {...field} autoComplete="username" dir="ltr" />}
        </FormField>
        <FormField name="emailAddress" label={localize('AbpAccount::EmailAddress')} required>
          {(field) => <TextInput {...field} type="email" autoComplete="email" dir="ltr" />}
        </FormField>
        <FormField name="password" label={localize('AbpAccount::Password')} required>
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        <FormField name="confirmPassword" label={localize('account::ConfirmPassword')} required>
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        <Button
          appearance="primary"
          type="submit"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {localize('AbpAccount::Register')}
        </Button>
      </Form>
      <RouterLink to={loginPath}>{localize('AbpAccount::AlreadyRegistered')}</RouterLink>
    </AccountPage>
  );
}
