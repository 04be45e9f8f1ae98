// One feature in its group's panel: the control its value type asks for, indented 20 px per
// depth on the inline-start side (the right in Persian), locked when another provider set it.
import { Caption1, makeStyles, Select } from '@fluentui/react-components';
import { Checkbox, Field, Input, tokens } from '@crm/shared/fluent';
import { memo, type ReactNode } from 'react';
import { useLocalize } from '@crm/shared';
import { NumericInput } from '../ui/numeric-input';
import { controlOf, isEditable, isToggleOn } from './feature-controls';
import type { FeatureDto } from './feature-dtos';

export const FEATURE_INDENT_PX = 20;

export interface FeatureFieldProps {
  feature: FeatureDto;
  value: string;
  providerName: string;
  onToggle: (name: string, checked: boolean) => void;
  onValue: (name: string, value: string) => void;
}

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground3, paddingInlineStart: '32px' },
  control: { maxWidth: '320px' },
});

function labelOf(feature: FeatureDto, editable: boolean): string {
  return editable || !feature.provider?.name
    ? feature.displayName
    : `${feature.displayName} (${feature.provider.name})`;
}

export const FeatureField = memo(function FeatureField(props: FeatureFieldProps) {
  const { feature, value, providerName, onToggle, onValue } = props;
  const styles = useStyles();
  const localize = useLocalize();
  const control = controlOf(feature);
  if (control.kind === 'hidden') return null;
  const editable = isEditable(feature, providerName);
  const label = labelOf(feature, editable);
  const description = feature.description ?? undefined;

  let body: ReactNode;
  switch (control.kind) {
    case 'toggle':
      body = (
        <>
          <Checkbox
            label={label}
            checked={isToggleOn(value)}
            disabled={!editable}
            onChange={(_event, data) => onToggle(feature.name, data.checked === true)}
          />
          {description && <Caption1 className={styles.description}>{description}</Caption1>}
        </>
      );
      break;
    case 'number':
      body = (
        <Field label={label} hint={description}>
          <NumericInput
            className={styles.control}
            value={value.trim() === '' ? null : Number(value)}
            min={control.min}
            max={control.max}
            disabled={!editable}
            onChange={(number) => onValue(feature.name, number === null ? '' : String(number))}
          />
        </Field>
      );
      break;
    case 'selection':
      body = (
        <Field label={label} hint={description}>
          <Select
            className={styles.control}
            value={value}
            disabled={!editable}
            onChange={(_event, data) => onValue(feature.name, data.value)}
          >
            {control.items.map((item) => (
              <option key={item.value} value={item.value}>
                {localize(`${item.resourceName}::${item.name}`)}
              </option>
            ))}
          </Select>
        </Field>
      );
      break;
    default:
      body = (
        <Field label={label} hint={description}>
          <Input
            className={styles.control}
            value={value}
            disabled={!editable}
            dir="auto"
            onChange={(_event, data) => onValue(feature.name, data.value)}
          />
        </Field>
      );
  }

  return (
    <div
      className={styles.row}
      style={{ marginInlineStart: `${feature.depth * FEATURE_INDENT_PX}px` }}
      data-feature={feature.name}
    >
      {body}
    </div>
  );
});
