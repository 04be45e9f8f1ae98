// ABP's "connection strings" action, read-only: this server keeps every tenant in the shared
// database (the default connection string is empty and cannot be set), and says so.
import { Modal } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { makeStyles } from '@fluentui/react-components';
import { Checkbox, Field, Input, Spinner, Text, tokens } from '@crm/shared/fluent';
import { useEffect, useState } from 'react';
import type { TenantDto } from '../../api/identity-dtos';
import { getDefaultConnectionString } from '../../api/tenants-api';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

export function ConnectionStringsModal({
  tenant,
  onClose,
}: {
  tenant: TenantDto;
  onClose: () => void;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  const [value, setValue] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getDefaultConnectionString(tenant.id).then(
      (text) => current && setValue(text),
      () => current && setValue(''),
    );
    return () => {
      current = false;
    };
  }, [tenant.id]);

  return (
    <Modal
      open
      title={`${localize('AbpTenantManagement::ConnectionStrings')} - ${tenant.name}`}
      onClose={onClose}
      cancelText="AbpUi::Close"
    >
      {value === null ? (
        <Spinner size="small" />
      ) : (
        <div className={styles.fields}>
          <Checkbox
            label={localize('AbpTenantManagement::DisplayName:UseSharedDatabase')}
            checked={value === ''}
            disabled
          />
          {value !== '' && (
            <Field label={localize('AbpTenantManagement::DisplayName:DefaultConnectionString')}>
              <Input value={value} readOnly dir="ltr" />
            </Field>
          )}
          <Text size={200} className={styles.note}>
            {localize('identity::Tenants.SharedDatabaseExplained')}
          </Text>
        </div>
      )}
    </Modal>
  );
}
