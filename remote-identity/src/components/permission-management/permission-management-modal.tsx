// ABP's permission modal for a role (`R` + role name) or a user (`U` + user id). Large, as the
// tree with its "granted by" badges does not fit the medium width.
import { Modal } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { Spinner, Text } from '@crm/shared/fluent';
import type { PermissionProvider } from '../../api/permission-dtos';
import { PermissionGroups } from './permission-groups';
import { usePermissionManagement } from './use-permission-management';

export interface PermissionManagementModalProps extends PermissionProvider {
  open: boolean;
  onClose: () => void;
}

export function PermissionManagementModal(props: PermissionManagementModalProps) {
  const { open, onClose, providerName, providerKey } = props;
  const localize = useLocalize();
  const state = usePermissionManagement({ open, providerName, providerKey, close: onClose });
  const { load } = state;
  const title = localize('AbpPermissionManagement::Permissions');

  return (
    <Modal
      open={open}
      size="lg"
      title={load.status === 'ready' ? `${title} - ${load.entityDisplayName}` : title}
      busy={state.busy}
      dirty={state.changes.length > 0}
      onClose={onClose}
      primaryAction={
        load.status === 'ready'
          ? { label: 'AbpUi::Save', onClick: () => void state.save() }
          : undefined
      }
    >
      <div data-testid="permission-management">
        {load.status === 'loading' && <Spinner size="small" />}
        {load.status === 'failed' && (
          <Text role="alert">{localize('AbpUi::DefaultErrorMessage')}</Text>
        )}
        {load.status === 'ready' && (
          <PermissionGroups
            tree={load.tree}
            granted={state.granted}
            onToggle={state.toggle}
            onSetAll={state.setAllOf}
          />
        )}
      </div>
    </Modal>
  );
}
