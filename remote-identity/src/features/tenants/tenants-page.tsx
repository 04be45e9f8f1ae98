// `/tenant-management/tenants` (host only): ABP's tenant administration, with each tenant's
// features (the shared feature-management modal, provider `T` + tenant id). Deleting a tenant
// deletes all of its data for good (see the remote's README).
import { useListQuery, type DataTableColumn } from '@crm/shared/ui';
import { FeatureManagementModal } from '@crm/shared/feature-management';
import { useCan, useLocalize } from '@crm/shared';
import { Badge } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { TenantDto } from '../../api/identity-dtos';
import { confirmDelete } from '../../components/confirm-delete';
import { ListPage } from '../../components/list-page';
import { RowActions } from '../../components/row-actions';
import { ConnectionStringsModal } from './connection-strings-modal';
import { TenantCreateModal } from './tenant-create-modal';
import { TenantEditModal } from './tenant-edit-modal';
import { deleteTenant, listTenants } from '../../api/tenants-api';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; tenant: TenantDto }
  | { kind: 'features'; tenant: TenantDto }
  | { kind: 'connection'; tenant: TenantDto }
  | null;

function ActiveBadge({ active }: { active: boolean }) {
  const localize = useLocalize();
  return (
    <Badge appearance="tint" color={active ? 'success' : 'subtle'}>
      {localize(active ? 'identity::Users.Active' : 'identity::Users.Inactive')}
    </Badge>
  );
}

export default function TenantsPage() {
  const can = useCan();
  const list = useListQuery<TenantDto>({ fetch: listTenants });
  const [dialog, setDialog] = useState<Dialog>(null);
  const { refresh } = list;
  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    refresh();
  };

  const columns = useMemo<DataTableColumn<TenantDto>[]>(
    () => [
      {
        key: 'actions',
        header: 'AbpIdentity::Actions',
        width: 110,
        render: (tenant) => (
          <RowActions
            actions={[
              {
                text: 'AbpIdentity::Edit',
                visible: can('AbpTenantManagement.Tenants.Update'),
                onClick: () => setDialog({ kind: 'edit', tenant }),
              },
              {
                text: 'AbpTenantManagement::Features',
                visible: can('AbpTenantManagement.Tenants.ManageFeatures'),
                onClick: () => setDialog({ kind: 'features', tenant }),
              },
              {
                text: 'AbpTenantManagement::ConnectionStrings',
                visible: can('AbpTenantManagement.Tenants.ManageConnectionStrings'),
                onClick: () => setDialog({ kind: 'connection', tenant }),
              },
              {
                text: 'AbpIdentity::Delete',
                visible: can('AbpTenantManagement.Tenants.Delete'),
                onClick: () =>
                  void confirmDelete({
                    message: 'identity::Tenants.DeletionConfirmation',
                    name: tenant.name,
                    remove: () => deleteTenant(tenant.id),
                    onDeleted: refresh,
                  }),
              },
            ]}
          />
        ),
      },
      {
        key: 'name',
        header: 'AbpTenantManagement::DisplayName:TenantName',
        sortable: true,
        render: (tenant) => <bdi>{tenant.name}</bdi>,
      },
      {
        key: 'isActive',
        header: 'AbpTenantManagement::DisplayName:IsActive',
        render: (tenant) => <ActiveBadge active={tenant.isActive ?? true} />,
      },
      {
        key: 'creationTime',
        header: 'identity::Tenants.CreationTime',
        sortable: true,
        kind: 'date',
      },
    ],
    [can, refresh],
  );

  return (
    <ListPage
      testId="page-tenants"
      title="AbpTenantManagement::Tenants"
      create={
        can('AbpTenantManagement.Tenants.Create')
          ? {
              label: 'AbpTenantManagement::NewTenant',
              onClick: () => setDialog({ kind: 'create' }),
            }
          : undefined
      }
      list={list}
      columns={columns}
      getRowId={(tenant) => tenant.id}
    >
      {dialog?.kind === 'create' && <TenantCreateModal onClose={close} onSaved={saved} />}
      {dialog?.kind === 'edit' && (
        <TenantEditModal tenantId={dialog.tenant.id} onClose={close} onSaved={saved} />
      )}
      {dialog?.kind === 'features' && (
        <FeatureManagementModal
          open
          providerName="T"
          providerKey={dialog.tenant.id}
          providerTitle={dialog.tenant.name}
          onClose={close}
        />
      )}
      {dialog?.kind === 'connection' && (
        <ConnectionStringsModal tenant={dialog.tenant} onClose={close} />
      )}
    </ListPage>
  );
}
