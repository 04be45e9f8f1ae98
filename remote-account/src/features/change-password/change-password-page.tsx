import { ErrorBar, Form } from '@crm/shared/ui';
import { refreshAppState, toast, useLocalize } from '@crm/shared';
import { Card, makeStyles } from '@fluentui/react-components';
import { MessageBar, MessageBarBody, Text, tokens } from '@crm/shared/fluent';
import { useCallback } from 'react';
import { useNavigate } from '@crm/shared/routing';
import { accountApi } from '../../api/account-api';
import { useAccountStyles } from '../../components/account-card';
import type { ChangePasswordValues } from '../../lib/account-schemas';
import { ChangePasswordFields } from '../../components/change-password-fields';
import { SubmitButton } from '../../components/submit-button';
import { useChangePasswordForm } from '../../lib/use-change-password-form';
import { useSubmit } from '../../lib/use-submit';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '520px',
  },
});

/**
 * The expired-password flow (spec §4): change the password, record the new expiry, then the
 * normal start-up — the app configuration is reloaded and the user goes home.
 */
export default function ChangePasswordPage() {
  const localize = useLocalize();
  const styles = useStyles();
  const formStyles = useAccountStyles();
  const navigate = useNavigate();
  const form = useChangePasswordForm();
  const { busy, error, submit } = useSubmit(
    useCallback(
      async (values: ChangePasswordValues) => {
        await accountApi.changeExpiredPassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        await accountApi.savePasswordExpiration();
        toast.success('AbpAccount::PasswordChangedMessage');
        await refreshAppState();
        await navigate('/');
      },
      [navigate],
    ),
  );
  return (
    <section className={styles.page} data-testid="page-change-password">
      <Text as="h1" size={700} weight="semibold">
        {localize('Crm::Menu:ChangePassword')}
      </Text>
      <MessageBar intent="info">
        <MessageBarBody>{localize('account::ChangePassword.Intro')}</MessageBarBody>
      </MessageBar>
      <Card>
        <Form form={form} onSubmit={submit} busy={busy} className={formStyles.form}>
          <ErrorBar error={error} />
          <ChangePasswordFields />
          <SubmitButton busy={busy}>{localize('AbpUi::Save')}</SubmitButton>
        </Form>
      </Card>
    </section>
  );
}
