// One permission: a checkbox indented 20 px per level on the inline-start side (the right in
// Persian). Memoised on its node and checked state, so a change re-renders only the rows whose
// state changed, even with hundreds of permissions.
import { useLocalize } from '@crm/shared';
import { Badge, makeStyles } from '@fluentui/react-components';
import { Checkbox, tokens } from '@crm/shared/fluent';
import { memo } from 'react';
import type { PermissionNode } from './permission-tree';

export const PERMISSION_INDENT_PX = 20;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface PermissionRowProps {
  node: PermissionNode;
  checked: boolean;
  onToggle: (name: string, isGranted: boolean) => void;
}

function PermissionRowView({ node, checked, onToggle }: PermissionRowProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const locked = node.lockedBy.length > 0;
  return (
    <div
      className={styles.row}
      style={{ marginInlineStart: `${node.depth * PERMISSION_INDENT_PX}px` }}
      data-permission={node.name}
    >
      <Checkbox
        label={node.displayName}
        checked={checked || locked}
        disabled={locked}
        onChange={(_event, data) => onToggle(node.name, data.checked === true)}
      />
      {node.lockedBy.map((provider) => (
        <Badge
          key={`${provider.providerName}:${provider.providerKey}`}
          appearance="tint"
          color="informative"
        >
          {localize(
            'AbpPermissionManagement::GrantedByOtherProvider',
            `${localize(`AbpPermissionManagement::ProviderName:${provider.providerName}`)} ${provider.providerKey}`,
          )}
        </Badge>
      ))}
    </div>
  );
}

export const PermissionRow = memo(PermissionRowView);
