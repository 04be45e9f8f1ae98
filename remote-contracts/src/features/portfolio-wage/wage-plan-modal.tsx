// Create or edit a wage plan.
import { DatePicker, Form, FormField, Modal, NumericInput, useCrmForm } from '@crm/shared/ui';
import { serverMessages, toast, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { WagePlanDto } from '@crm/shared/dto';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Switch } from '@fluentui/react-components';
import { Input, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { createWagePlan, updateWagePlan } from '../../api/wages-api';
import { basketKindChoices, ChoiceField } from '../../components/choice-field';
import { problemText } from '../../lib/server-error';
import {
  ALL_LEVELS,
  newWagePlanValues,
  PLAN_LEVELS,
  toWagePlanInput,
  wagePlanFormSchema,
  wagePlanValues,
  type WagePlanFormValues,
} from './wage-plan-form';

const FORM_ID = 'wage-plan-form';
const PERCENT_FIELDS = ['managementFeePercent', 'performanceFeePercent', 'hurdlePercent'] as const;
const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { gridColumn: '1 / -1' },
});

export interface WagePlanModalProps {
  plan: WagePlanDto | null;
  plans: readonly WagePlanDto[];
  onClose: () => void;
  onSaved: () => void;
}

export function WagePlanModal({ plan, plans, onClose, onSaved }: WagePlanModalProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const resolver = useMemo(
    () => formResolver(wagePlanFormSchema(plans, plan?.id)),
    [plans, plan?.id],
  );
  const form = useCrmForm<WagePlanFormValues>({
    defaultValues: plan ? wagePlanValues(plan) : newWagePlanValues(),
    resolver,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (values: WagePlanFormValues) => {
    setBusy(true);
    try {
      const input = toWagePlanInput(values);
      if (plan) await updateWagePlan(plan.id, input);
      else await createWagePlan(input);
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch (failure) {
      const problem = serverMessages(failure);
      for (const [field, message] of Object.entries(problem.fields))
        if (field in values)
          form.setError(field as keyof WagePlanFormValues, { type: 'server', message });
      toast.error(problemText(problem, localize('contracts::Wizard.CallFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      title={localize(plan ? 'contracts::Wage.Edit' : 'contracts::Wage.New')}
      busy={busy}
      onClose={onClose}
      primaryAction={{ label: 'AbpUi::Save', form: FORM_ID }}
    >
      <Form id={FORM_ID} form={form} busy={busy} onSubmit={submit}>
        <div className={styles.grid}>
          <FormField name="title" label="contracts::Wage.Title" required className={styles.wide}>
            {(field) => <Input {...field} value={field.value as string} data-testid="wage-title" />}
          </FormField>
          <ChoiceField
            name="basketKind"
            label="contracts::Baskets.Kind"
            testId="wage-basketKind"
            options={basketKindChoices(localize)}
          />
          <ChoiceField
            name="riskLevel"
            label="contracts::Baskets.RiskLevel"
            testId="wage-riskLevel"
            options={PLAN_LEVELS.map((l) => ({
              value: l,
              text: l === ALL_LEVELS ? localize('contracts::Wage.AllLevels') : number(Number(l)),
            }))}
          />
          {PERCENT_FIELDS.map((name) => (
            <FormField key={name} name={name} label={`contracts::Wage.${name}`} required>
              {(field) => (
                <NumericInput
                  {...field}
                  value={field.value as number | null}
                  fractionDigits={4}
                  data-testid={`wage-${name}`}
                />
              )}
            </FormField>
          ))}
          <FormField name="effectiveFrom" label="contracts::Wage.EffectiveFrom" required>
            {(field) => (
              <DatePicker {...field} value={field.value as string | null} data-testid="wage-from" />
            )}
          </FormField>
          <FormField
            name="effectiveTo"
            label="contracts::Wage.EffectiveTo"
            hint={localize('contracts::Wage.EffectiveToHint')}
          >
            {(field) => (
              <DatePicker {...field} value={field.value as string | null} data-testid="wage-to" />
            )}
          </FormField>
          <FormField name="isActive" label={undefined}>
            {(field) => (
              <Switch
                checked={field.value as boolean}
                label={localize('contracts::Wage.Active')}
                onChange={(_event, data) => field.onChange(data.checked)}
              />
            )}
          </FormField>
        </div>
      </Form>
    </Modal>
  );
}
