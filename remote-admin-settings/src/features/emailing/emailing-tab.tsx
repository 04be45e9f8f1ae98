import { Form, FormField, NotLoaded, PageSpinner, TextInput, useCrmForm } from '@crm/shared/ui';
import { toast, useLocalize, usePolicy } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles } from '@fluentui/react-components';
import { Button, Checkbox, Spinner, tokens } from '@crm/shared/fluent';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { settingsApi, type EmailSettingsDto } from '../../api/settings-api';
import { emailSettingsSchema, type EmailSettingsValues } from './emailing-schemas';
import { SendTestEmailModal } from './send-test-email-modal';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
  },
  credentials: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    // Griffel mirrors left to right in RTL.
    paddingLeft: tokens.spacingHorizontalL,
    borderLeftWidth: '2px',
    borderLeftStyle: 'solid',
    borderLeftColor: tokens.colorNeutralStroke2,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const toValues = (dto: EmailSettingsDto): EmailSettingsValues => ({
  smtpHost: dto.smtpHost ?? '',
  smtpPort: String(dto.smtpPort ?? ''),
  smtpEnableSsl: dto.smtpEnableSsl,
  smtpUseDefaultCredentials: dto.smtpUseDefaultCredentials,
  smtpDomain: dto.smtpDomain ?? '',
  smtpUserName: dto.smtpUserName ?? '',
  smtpPassword: '',
  defaultFromAddress: dto.defaultFromAddress ?? '',
  defaultFromDisplayName: dto.defaultFromDisplayName ?? '',
});

/**
 * ABP's Emailing tab: the SMTP settings (spec §3, §5) and the send-test-email modal. Failed
 * calls are shown by the shell's error handler (spec §8); the tab repeats none.
 */
export default function EmailingTab() {
  const localize = useLocalize();
  const styles = useStyles();
  const canTest = usePolicy('SettingManagement.Emailing.Test');
  const [loaded, setLoaded] = useState<EmailSettingsDto>();
  const [loadError, setLoadError] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const resolver = useMemo(() => formResolver(emailSettingsSchema()), []);
  // The resolver hands the parsed values (port as a number) to submit; the form holds text.
  const form = useCrmForm<EmailSettingsValues>({ resolver: resolver as never });
  const { reset, watch } = form;
  const useDefaultCredentials = watch('smtpUseDefaultCredentials');

  const load = useCallback(() => {
    setLoadError(undefined);
    return settingsApi.getEmailSettings().then((dto) => {
      setLoaded(dto);
      reset(toValues(dto));
    }, setLoadError);
  }, [reset]);
  useEffect(() => void load(), [load]);

  const save = async (values: EmailSettingsValues) => {
    setSaving(true);
    try {
      await settingsApi.saveEmailSettings({ ...values, smtpPort: Number(values.smtpPort) });
      toast.success('AbpSettingManagement::SuccessfullySaved');
      await load();
    } catch {
      // Shown by the shell's error handler; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <NotLoaded onRetry={() => void load()} />;
  if (!loaded) return <PageSpinner />;
  const check = (name: 'smtpEnableSsl' | 'smtpUseDefaultCredentials', label: string) => (
    <FormField name={name} label="">
      {({ value, onChange, onBlur, name: fieldName, ref }) => (
        <Checkbox
          ref={ref}
          name={fieldName}
          label={localize(label)}
          checked={Boolean(value)}
          onBlur={onBlur}
          onChange={(_event, data) => onChange(data.checked === true)}
        />
      )}
    </FormField>
  );
  // The modal stays outside the settings form: its submit would otherwise bubble (through the
  // React tree, portal or not) to the settings form and save it too.
  return (
    <>
      <Form form={form} onSubmit={save} busy={saving} className={styles.form} id="emailing-form">
        <FormField
          name="defaultFromDisplayName"
          label={localize('AbpSettingManagement::DefaultFromDisplayName')}
          required
        >
          {(field) => <TextInput {...field} />}
        </FormField>
        <FormField
          name="defaultFromAddress"
          label={localize('AbpSettingManagement::DefaultFromAddress')}
          required
        >
          {(field) => <TextInput {...field} type="email" dir="ltr" />}
        </FormField>
        <FormField name="smtpHost" label={localize('AbpSettingManagement::SmtpHost')}>
          {(field) => <TextInput {...field} dir="ltr" />}
        </FormField>
        <FormField name="smtpPort" label={localize('AbpSettingManagement::SmtpPort')} required>
          {(field) => <TextInput {...field} inputMode="numeric" dir="ltr" />}
        </FormField>
        {check('smtpEnableSsl', 'AbpSettingManagement::SmtpEnableSsl')}
        {check('smtpUseDefaultCredentials', 'AbpSettingManagement::SmtpUseDefaultCredentials')}
        {!useDefaultCredentials && (
          <div className={styles.credentials} data-testid="smtp-credentials">
            <FormField name="smtpDomain" label={localize('AbpSettingManagement::SmtpDomain')}>
              {(field) => <TextInput {...field} dir="ltr" />}
            </FormField>
            <FormField name="smtpUserName" label={localize('AbpSettingManagement::SmtpUserName')}>
              {(field) => <TextInput {...field} dir="ltr" autoComplete="off" />}
            </FormField>
            <FormField
              name="smtpPassword"
              label={localize('AbpSettingManagement::SmtpPassword')}
              hint={
                loaded.hasSmtpPassword
                  ? localize('adminSettings::Emailing.PasswordKept')
                  : undefined
              }
            >
              {(field) => (
                <TextInput {...field} type="password" dir="ltr" autoComplete="new-password" />
              )}
            </FormField>
          </div>
        )}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabled={saving}
            icon={saving ? <Spinner size="tiny" /> : undefined}
          >
            {localize('AbpSettingManagement::Save')}
          </Button>
          {canTest && (
            <Button
              appearance="secondary"
              onClick={() => setTesting(true)}
              data-testid="send-test-email"
            >
              {localize('AbpSettingManagement::SendTestEmail')}
            </Button>
          )}
        </div>
      </Form>
      {testing && (
        <SendTestEmailModal
          defaultSender={loaded.defaultFromAddress}
          onClose={() => setTesting(false)}
        />
      )}
    </>
  );
}
