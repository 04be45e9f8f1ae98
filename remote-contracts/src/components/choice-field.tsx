// A required form field chosen from a few options: a Fluent dropdown in a FormField, showing the
// chosen option's text and writing its value.
import { FormField, useFluentLabels } from '@crm/shared/ui';
import type { useLocalize } from '@crm/shared';
import { Dropdown, Option } from '@fluentui/react-components';

export interface Choice {
  value: string;
  text: string;
}

export interface ChoiceFieldProps {
  name: string;
  /** `Resource::Key` of the label. */
  label: string;
  options: readonly Choice[];
  testId: string;
}

export function ChoiceField({ name, label, options, testId }: ChoiceFieldProps) {
  const labels = useFluentLabels();
  return (
    <FormField name={name} label={label} required>
      {(field) => (
        <Dropdown
          value={options.find((o) => o.value === field.value)?.text ?? ''}
          selectedOptions={[String(field.value)]}
          onOptionSelect={(_event, data) => field.onChange(data.optionValue)}
          onBlur={field.onBlur}
          clearButton={labels.choiceClear}
          data-testid={testId}
        >
          {options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.text}
            </Option>
          ))}
        </Dropdown>
      )}
    </FormField>
  );
}

/** The basket kinds, special (اختصاصی) and joint (مشترک), as choices. */
export function basketKindChoices(localize: ReturnType<typeof useLocalize>): Choice[] {
  return (['special', 'joint'] as const).map((kind) => ({
    value: kind,
    text: localize(`contracts::Basket.Kind.${kind}`),
  }));
}
