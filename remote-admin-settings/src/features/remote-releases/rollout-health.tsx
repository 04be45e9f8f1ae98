import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import type { RolloutItem } from '../../api/settings-api';
import { isolate } from '@crm/shared';

const ONE_DECIMAL = { maxFractionDigits: 1 };

/**
 * A remote's live health: the canary's and the stable release's failed loads since the canary
 * started and the limits it rolls itself back at (else the stable's last hour), and the
 * remote's last automatic rollback.
 */
export function RolloutHealthLines({ rollout }: { rollout: RolloutItem }) {
  const localize = useLocalize();
  const format = useDisplayFormat();
  const { name, health, lastAutomaticRollback: last } = rollout;
  const { figures } = health;
  const rate = (value: number | null | undefined) =>
    value === null || value === undefined
      ? localize('adminSettings::Releases.NoOutcomes')
      : format.percent(value * 100, ONE_DECIMAL);
  const since = isolate(format.dateTime(health.since));
  const stable = localize(
    'adminSettings::Releases.HealthOf',
    format.number(figures.stableFailures),
    format.number(figures.stableOutcomes),
    rate(figures.stableRate),
  );

  return (
    <>
      <Text size={200} data-testid={`rollout-health-${name}`}>
        {health.canary
          ? localize(
              'adminSettings::Releases.CanaryHealth',
              since,
              localize(
                'adminSettings::Releases.HealthOf',
                format.number(figures.failures),
                format.number(figures.outcomes),
                rate(figures.failureRate),
              ),
              stable,
            )
          : localize('adminSettings::Releases.StableHealth', stable)}
      </Text>
      {health.canary && (
        <Text size={200}>
          {localize(
            'adminSettings::Releases.RollbackLimits',
            format.number(figures.minOutcomes),
            format.percent(figures.maxFailurePercent, ONE_DECIMAL),
            format.number(figures.marginPoints, ONE_DECIMAL),
          )}
        </Text>
      )}
      {last && (
        <MessageBar intent="warning" data-testid={`auto-rollback-${name}`}>
          <MessageBarBody>
            {localize(
              'adminSettings::Releases.AutomaticRollback',
              isolate(last.version),
              isolate(format.dateTime(last.at)),
              format.number(last.details?.failures ?? 0),
              format.number(last.details?.outcomes ?? 0),
              rate(last.details?.failureRate),
              rate(last.details?.stableRate),
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
