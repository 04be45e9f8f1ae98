// An existing tenant's name and whether it is active (an inactive tenant cannot be signed in to).
import { Form, FormField, Modal, useCrmForm } from '@crm/shared/ui';
import { toast, useLocalize } from '@crm/shared';
import { formResolver } from '@crm/shared/forms';
import { makeStyles } from '@fluentui/react-components';
import { Checkbox, Input, Spinner, Text, tokens } from '@crm/shared/fluent';
import { useEffect, useState } from 'react';
import type { TenantDto } from '../../api/identity-dtos';
import { tenantEditSchema, type TenantEditValues } from './tenant-form';
import { getTenant, updateTenant } from '../../api/tenants-api';

const FORM_ID = 'identity-tenant-edit-form';
const resolver = formResolver(tenantEditSchema);

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function TenantEditForm(props: {
  tenant: TenantDto;
  busy: boolean;
  onSubmit: (values: TenantEditValues) => Promise<void>;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  const form = useCrmForm<TenantEditValues>({
    defaultValues: { name: props.tenant.name, isActive: props.tenant.isActive ?? true },
    resolver,
  });
  return (
    <Form
      id={FORM_ID}
      form={form}
      busy={props.busy}
      onSubmit={props.onSubmit}
      className={styles.fields}
    >
      <FormField name="name" label="AbpTenantManagement::DisplayName:TenantName" required>
        {(field) => (
          <Input {...field} value={field.value as string} dir="auto" autoComplete="off" />
        )}
      </FormField>
      <FormField name="isActive" label={undefined}>
        {(field) => (
          <Checkbox
            label={localize('AbpTenantManagement::DisplayName:IsActive')}
            checked={field.value as boolean}
            onChange={(_event, data) => field.onChange(data.checked === true)}
          />
        )}
      </FormField>
    </Form>
  );
}

export function TenantEditModal(props: {
  tenantId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { tenantId, onClose, onSaved } = props;
  const localize = useLocalize();
  const [tenant, setTenant] = useState<TenantDto | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getTenant(tenantId).then(
      (loaded) => current && setTenant(loaded),
      () => current && setTenant('failed'),
    );
    return () => {
      current = false;
    };
  }, [tenantId]);

  const submit = async (values: TenantEditValues) => {
    if (typeof tenant !== 'object') return;
    setBusy(true);
    try {
      await updateTenant(tenant.id, { ...values, concurrencyStamp: tenant.concurrencyStamp });
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch {
      // Shown by the HTTP client's error handler; stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={localize('AbpIdentity::Edit')}
      busy={busy}
      onClose={onClose}
      primaryAction={
        typeof tenant === 'object' ? { label: 'AbpUi::Save', form: FORM_ID } : undefined
      }
    >
      {tenant === 'loading' && <Spinner size="small" />}
      {tenant === 'failed' && <Text role="alert">{localize('AbpUi::DefaultErrorMessage')}</Text>}
      {typeof tenant === 'object' && (
        <TenantEditForm tenant={tenant} busy={busy} onSubmit={submit} />
      )}
    </Modal>
  );
}
