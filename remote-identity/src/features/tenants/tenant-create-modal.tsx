// A new tenant: its name and its administrator. The server creates the tenant, its static roles
// and the `admin` user with this e-mail and password, in one transaction.
import { Form, FormField, Modal, useCrmForm } from '@crm/shared/ui';
import { toast, useLocalize, usePasswordPolicy } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles } from '@fluentui/react-components';
import { Input, Text, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { tenantCreateSchema, type TenantCreateValues } from './tenant-form';
import { createTenant } from '../../api/tenants-api';

const FORM_ID = 'identity-tenant-create-form';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function TenantCreateModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: () => void;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => formResolver(tenantCreateSchema(policy)), [policy]);
  const form = useCrmForm<TenantCreateValues>({
    defaultValues: { name: '', adminEmailAddress: '', adminPassword: '' },
    resolver,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (values: TenantCreateValues) => {
    setBusy(true);
    try {
      await createTenant(values);
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch {
      // Shown by the HTTP client's error handler (e.g. a duplicate name); stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={localize('AbpTenantManagement::NewTenant')}
      busy={busy}
      onClose={onClose}
      primaryAction={{ label: 'AbpUi::Save', form: FORM_ID }}
    >
      <Form id={FORM_ID} form={form} busy={busy} onSubmit={submit} className={styles.fields}>
        <FormField name="name" label="AbpTenantManagement::DisplayName:TenantName" required>
          {(field) => <Input {...field} dir="auto" autoComplete="off" />}
        </FormField>
        <FormField
          name="adminEmailAddress"
          label="AbpTenantManagement::DisplayName:AdminEmailAddress"
          required
        >
          {(field) => <Input {...field} type="email" dir="ltr" autoComplete="off" />}
        </FormField>
        <FormField
          name="adminPassword"
          label="AbpTenantManagement::DisplayName:AdminPassword"
          required
        >
          {(field) => <Input {...field} type="password" dir="ltr" autoComplete="new-password" />}
        </FormField>
        <Text size={200} className={styles.hint}>
          {localize('identity::Tenants.AdminHint')}
        </Text>
      </Form>
    </Modal>
  );
}
