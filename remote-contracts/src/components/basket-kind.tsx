import { useLocalize } from '@crm/shared';
import { Badge } from '@fluentui/react-components';

/** Special (اختصاصی) or joint (مشترک) basket. */
export function BasketKind({ kind }: { kind: 'special' | 'joint' }) {
  const localize = useLocalize();
  return (
    <Badge appearance="tint" color={kind === 'special' ? 'brand' : 'informative'}>
      {localize(`contracts::Basket.Kind.${kind}`)}
    </Badge>
  );
}
