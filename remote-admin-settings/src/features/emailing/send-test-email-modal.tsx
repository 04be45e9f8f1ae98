import { Form, FormField, Modal, TextInput, useCrmForm } from '@crm/shared/ui';
import { toast, useLocalize } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Textarea } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { settingsApi } from '../../api/settings-api';
import { testEmailSchema, type TestEmailValues } from './emailing-schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Sends a test e-mail through the saved SMTP settings (modal size lg, spec §9). A failure (the
 * SMTP server's answer) is shown by the shell's error handler and the modal stays open.
 */
export function SendTestEmailModal(props: { defaultSender: string; onClose: () => void }) {
  const localize = useLocalize();
  const styles = useStyles();
  const resolver = useMemo(() => formResolver(testEmailSchema()), []);
  const form = useCrmForm<TestEmailValues>({
    resolver,
    defaultValues: {
      senderEmailAddress: props.defaultSender,
      targetEmailAddress: '',
      subject: localize('AbpSettingManagement::TestEmailSubject', ''),
      body: localize('AbpSettingManagement::TestEmailBody'),
    },
  });
  const [busy, setBusy] = useState(false);

  const send = async (values: TestEmailValues) => {
    setBusy(true);
    try {
      await settingsApi.sendTestEmail(values);
      toast.success('AbpSettingManagement::SuccessfullySent');
      props.onClose();
    } catch {
      // Shown by the shell's error handler; stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      busy={busy}
      title={localize('AbpSettingManagement::SendTestEmail')}
      onClose={props.onClose}
      suppressUnsavedChangesWarning
      primaryAction={{ label: 'AbpSettingManagement::Send', form: 'send-test-email' }}
    >
      <Form form={form} onSubmit={send} busy={busy} id="send-test-email" className={styles.form}>
        <FormField
          name="senderEmailAddress"
          label={localize('AbpSettingManagement::SenderEmailAddress')}
          required
        >
          {(field) => <TextInput {...field} type="email" dir="ltr" />}
        </FormField>
        <FormField
          name="targetEmailAddress"
          label={localize('AbpSettingManagement::TargetEmailAddress')}
          required
        >
          {(field) => <TextInput {...field} type="email" dir="ltr" />}
        </FormField>
        <FormField name="subject" label={localize('AbpSettingManagement::Subject')} required>
          {(field) => <TextInput {...field} />}
        </FormField>
        <FormField name="body" label={localize('AbpSettingManagement::Body')}>
          {({ invalid: _invalid, ...field }) => <Textarea {...field} rows={4} />}
        </FormField>
      </Form>
    </Modal>
  );
}
