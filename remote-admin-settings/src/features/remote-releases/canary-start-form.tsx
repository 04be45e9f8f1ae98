// Starts a canary of a registered release from the Remote releases tab: a share of browsers
// (of every tenant, or of the tenants named only), and optionally the limits of its automatic
// rollback. The server checks the permission and validates every field (the same endpoint as
// `npm run promote -- <remote> <version> --canary …`); this form only gathers them.
import { isolate, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Button, Field, Input, Text, tokens } from '@crm/shared/fluent';
import { NumericInput } from '@crm/shared/ui';
import { makeStyles, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { settingsApi, type CanaryStart } from '../../api/settings-api';
import type { RunAction } from './run-action';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  number: { width: '7rem' },
});

/** Tenant names typed with Latin or Persian commas; none: every tenant. */
export function tenantNames(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

export function CanaryStartForm(props: {
  name: string;
  /** The registered versions that may start as a canary (not the active one). */
  versions: string[];
  busy: boolean;
  run: RunAction;
}) {
  const { name, versions, busy, run } = props;
  const localize = useLocalize();
  const format = useDisplayFormat();
  const styles = useStyles();
  const [version, setVersion] = useState(versions[0] ?? '');
  const [share, setShare] = useState<number | null>(10);
  const [tenants, setTenants] = useState('');
  const [minOutcomes, setMinOutcomes] = useState<number | null>(null);
  const [maxFailurePercent, setMaxFailurePercent] = useState<number | null>(null);
  const [marginPoints, setMarginPoints] = useState<number | null>(null);
  const chosen = versions.includes(version) ? version : versions[0];
  if (!chosen) return null;

  const start = () => {
    const names = tenantNames(tenants);
    const input: CanaryStart = {
      canary: share ?? 0,
      ...(names.length > 0 ? { tenants: names } : {}),
      ...(minOutcomes !== null ? { minOutcomes } : {}),
      ...(maxFailurePercent !== null ? { maxFailurePercent } : {}),
      ...(marginPoints !== null ? { marginPoints } : {}),
    };
    const reach =
      names.length > 0
        ? localize(
            'adminSettings::Releases.ReachOfTenants',
            format.percent(input.canary),
            isolate(names.join('، ')),
          )
        : localize('adminSettings::Releases.CanaryShare', format.percent(input.canary));
    run('adminSettings::Releases.ConfirmStart', [name, chosen, reach], () =>
      settingsApi.startCanary(name, chosen, input),
    );
  };

  return (
    <div className={styles.form} data-testid={`canary-start-${name}`}>
      <Text weight="semibold">{localize('adminSettings::Releases.StartCanary')}</Text>
      <div className={styles.line}>
        <Field label={localize('adminSettings::Releases.Version')}>
          <Select value={chosen} onChange={(_, data) => setVersion(data.value)} dir="ltr">
            {versions.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={localize('adminSettings::Releases.SharePercent')}>
          <NumericInput
            className={styles.number}
            value={share}
            min={1}
            max={100}
            onChange={setShare}
          />
        </Field>
        <Field
          label={localize('adminSettings::Releases.Tenants')}
          hint={localize('adminSettings::Releases.TenantsHint')}
        >
          <Input value={tenants} dir="ltr" onChange={(_, data) => setTenants(data.value)} />
        </Field>
      </div>
      <div className={styles.line}>
        <Field label={localize('adminSettings::Releases.MinOutcomes')}>
          <NumericInput
            className={styles.number}
            value={minOutcomes}
            min={1}
            onChange={setMinOutcomes}
          />
        </Field>
        <Field label={localize('adminSettings::Releases.MaxFailurePercent')}>
          <NumericInput
            className={styles.number}
            value={maxFailurePercent}
            min={0}
            max={100}
            fractionDigits={2}
            onChange={setMaxFailurePercent}
          />
        </Field>
        <Field label={localize('adminSettings::Releases.MarginPoints')}>
          <NumericInput
            className={styles.number}
            value={marginPoints}
            min={0}
            max={100}
            fractionDigits={2}
            onChange={setMarginPoints}
          />
        </Field>
        <Button appearance="primary" disabled={busy || share === null} onClick={start}>
          {localize('adminSettings::Releases.Start')}
        </Button>
      </div>
    </div>
  );
}
