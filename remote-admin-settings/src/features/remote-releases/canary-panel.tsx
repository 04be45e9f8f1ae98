import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Button, Field, Text, tokens } from '@crm/shared/fluent';
import { NumericInput } from '@crm/shared/ui';
import { Badge, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { settingsApi, type RolloutItem } from '../../api/settings-api';
import { isolate } from '@crm/shared';
import { actorText } from './actor';
import { CanaryStartForm } from './canary-start-form';
import type { RunAction } from './run-action';
import { RolloutHealthLines } from './rollout-health';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  share: { width: '7rem' },
});

/**
 * A remote's stable release and its canary: who reaches it, and raise, complete or abort; their
 * health, and the last automatic rollback.
 */
export function CanaryPanel(props: {
  rollout: RolloutItem;
  /** Registered versions other than the stable one: what a canary may start with. */
  candidates: string[];
  busy: boolean;
  run: RunAction;
}) {
  const { rollout, candidates, busy, run } = props;
  const { name, canary } = rollout;
  const localize = useLocalize();
  const format = useDisplayFormat();
  const styles = useStyles();
  const [share, setShare] = useState<number | null>(null);
  const by = (actor: string) => localize(...actorText(actor));

  return (
    <div className={styles.panel} data-testid={`rollout-${name}`}>
      <div className={styles.line}>
        <Badge color="success">{localize('adminSettings::Releases.Stable')}</Badge>
        <span dir="ltr">{rollout.stable}</span>
      </div>
      {!canary ? (
        <>
          <Text size={200}>
            {localize('adminSettings::Releases.NoCanary')}{' '}
            <code dir="ltr">{`npm run promote -- ${name} <version> --canary 10`}</code>
          </Text>
          <CanaryStartForm name={name} versions={candidates} busy={busy} run={run} />
        </>
      ) : (
        <>
          <div className={styles.line}>
            <Badge color="warning">{localize('adminSettings::Releases.Canary')}</Badge>
            <span dir="ltr">{canary.version}</span>
            <Text data-testid={`canary-reach-${name}`}>
              {canary.tenants.length === 0
                ? localize('adminSettings::Releases.CanaryShare', format.percent(canary.share))
                : localize(
                    'adminSettings::Releases.ReachOfTenants',
                    format.percent(canary.share),
                    isolate(canary.tenants.map((tenant) => tenant.name).join('، ')),
                  )}
            </Text>
          </div>
          <Text size={200}>
            {localize(
              'adminSettings::Releases.CanaryStarted',
              by(canary.startedBy),
              isolate(format.dateTime(canary.startedAt)),
            )}
            {canary.updatedAt !== canary.startedAt &&
              ` ${localize(
                'adminSettings::Releases.CanaryChanged',
                by(canary.updatedBy),
                isolate(format.dateTime(canary.updatedAt)),
              )}`}
          </Text>
          <div className={styles.line}>
            <Field label={localize('adminSettings::Releases.NewShare')}>
              <NumericInput
                className={styles.share}
                value={share}
                min={0}
                max={100}
                onChange={setShare}
              />
            </Field>
            <Button
              disabled={busy || share === null || share <= canary.share}
              onClick={() =>
                run(
                  'adminSettings::Releases.ConfirmRaise',
                  [name, canary.version, format.percent(share!)],
                  () => settingsApi.promote(name, canary.version, share!),
                )
              }
            >
              {localize('adminSettings::Releases.Raise')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() =>
                run('adminSettings::Releases.ConfirmPromote', [name, canary.version], () =>
                  settingsApi.promote(name, canary.version),
                )
              }
            >
              {localize('adminSettings::Releases.Complete')}
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                run(
                  'adminSettings::Releases.ConfirmAbort',
                  [name, canary.version, rollout.stable],
                  () => settingsApi.abortCanary(name),
                )
              }
            >
              {localize('adminSettings::Releases.Abort')}
            </Button>
          </div>
        </>
      )}
      <RolloutHealthLines rollout={rollout} />
    </div>
  );
}
