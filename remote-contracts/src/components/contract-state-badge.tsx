import { useLocalize } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { Badge, type BadgeProps } from '@fluentui/react-components';

const COLORS: Partial<Record<ContractDto['stateCode'], BadgeProps['color']>> = {
  PendingApproval: 'warning',
  Active: 'success',
  Rejected: 'danger',
  Cancelled: 'subtle',
  Expired: 'subtle',
};

export function ContractStateBadge({ state }: { state: ContractDto['stateCode'] }) {
  const localize = useLocalize();
  return (
    <Badge appearance="tint" color={COLORS[state] ?? 'informative'} data-state={state}>
      {localize(`contracts::State.${state}`)}
    </Badge>
  );
}
