// A wage plan's terms in one sentence: the management fee a year, and the performance fee above
// the hurdle when there is one.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { WagePlanTermsDto } from '@crm/shared/dto';
import { Text } from '@crm/shared/fluent';

export function WagePlanTerms({ plan }: { plan: WagePlanTermsDto | null | undefined }) {
  const localize = useLocalize();
  const { percent } = useDisplayFormat();
  if (!plan) return <Text>{localize('contracts::Wage.NoPlan')}</Text>;
  return (
    <Text data-testid="wage-plan-terms">
      {localize('contracts::Wage.ManagementTerms', percent(plan.managementFeePercent))}
      {plan.performanceFeePercent > 0 &&
        localize(
          'contracts::Wage.PerformanceTerms',
          percent(plan.performanceFeePercent),
          percent(plan.hurdlePercent),
        )}
    </Text>
  );
}
