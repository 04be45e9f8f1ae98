import { Form } from '@crm/shared/ui';
import { refreshAppState, toast, useLocalize } from '@crm/shared';
import { Card, makeStyles } from '@fluentui/react-components';
import { MessageBar, MessageBarBody, Text, tokens } from '@crm/shared/fluent';
import { useCallback, useEffect, useState } from 'react';
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
 * Whether the password has expired, as the server says; undefined until it has answered. A check
 * that fails gives the plain introduction, which is true either way: never "expired" unasked.
 */
function usePasswordExpired(): boolean | undefined {
  const [expired, setExpired] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    accountApi.isPasswordExpired().then(
      (answer) => current && setExpired(answer === true),
      () => current && setExpired(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return expired;
}

/**
 * The password change, from the menu or as the expired-password flow (spec §4), which is the only
 * time the page says the password has expired: change the password, record the new expiry, then
 * the normal start-up — the app configuration is reloaded and the user goes home.
 */
export default function ChangePasswordPage() {
  const localize = useLocalize();
  const styles = useStyles();
  const formStyles = useAccountStyles();
  const navigate = useNavigate();
  const form = useChangePasswordForm();
  const expired = usePasswordExpired();
  // A failure (a wrong current password too) is shown by the shell's error handler (spec §8).
  const { busy, submit } = useSubmit(
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
      {expired !== undefined && (
        // Multiline from the first frame: Fluent's automatic layout draws one line first and
        // wraps only once it has measured it, and a phone could see the 580 px line meanwhile.
        <MessageBar
          intent={expired ? 'warning' : 'info'}
          layout="multiline"
          data-testid="change-password-intro"
        >
          <MessageBarBody>
            {localize(
              expired ? 'account::ChangePassword.Intro' : 'account::ChangePassword.IntroChosen',
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <Card>
        <Form form={form} onSubmit={submit} busy={busy} className={formStyles.form}>
          <ChangePasswordFields />
          <SubmitButton busy={busy}>{localize('AbpUi::Save')}</SubmitButton>
        </Form>
      </Card>
    </section>
  );
}
