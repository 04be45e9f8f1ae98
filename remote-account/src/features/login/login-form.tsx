import { makeStyles } from '@fluentui/react-components';
import { Button, Checkbox, Input, MessageBar, MessageBarBody, tokens } from '@crm/shared/fluent';
import { Form, FormField, useCrmForm } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { useState } from 'react';
import type { LoginCredentials } from '../../api/interaction-api';
import { ForgotPasswordLink } from './forgot-password-link';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  forgot: { textAlign: 'center' },
});

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  /** A message to show above the form (a failed attempt), as a localization key or text. */
  error?: string | undefined;
}

export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const form = useCrmForm<LoginCredentials>({
    defaultValues: { userNameOrEmailAddress: '', password: '', rememberMe: true },
  });
  const submit = async (values: LoginCredentials) => {
    setBusy(true);
    try {
      await onSubmit({ ...values, userNameOrEmailAddress: values.userNameOrEmailAddress.trim() });
    } finally {
      setBusy(false);
    }
  };
  const required = { required: 'AbpValidation::ThisFieldIsRequired.' };
  return (
    <Form form={form} onSubmit={submit} busy={busy} className={styles.form}>
      {error && (
        <MessageBar intent="error" data-testid="login-error">
          <MessageBarBody>{error.includes('::') ? localize(error) : error}</MessageBarBody>
        </MessageBar>
      )}
      <FormField
        name="userNameOrEmailAddress"
        label={localize('AbpAccount::UserNameOrEmailAddress')}
        required
        rules={required}
      >
        {(field) => <Input {...field} autoComplete="username" dir="ltr" />}
      </FormField>
      <FormField name="password" label={localize('AbpAccount::Password')} required rules={required}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" dir="ltr" />}
      </FormField>
      <FormField name="rememberMe" label="">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            checked={Boolean(value)}
            onChange={(_event, data) => onChange(data.checked === true)}
            label={localize('AbpAccount::RememberMe')}
          />
        )}
      </FormField>
      <Button type="submit" appearance="primary" disabled={busy}>
        {localize('AbpAccount::Login')}
      </Button>
      <div className={styles.forgot}>
        <ForgotPasswordLink />
      </div>
    </Form>
  );
}
