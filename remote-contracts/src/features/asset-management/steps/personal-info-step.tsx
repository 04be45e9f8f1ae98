// Step 1: the customer's details (spec §4: a new contract starts here with an empty national
// code). Saving moves the contract to the questionnaire; the server's field messages show on
// the fields.
import { DatePicker, Form, FormField, useCrmForm } from '@crm/shared/ui';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Textarea } from '@fluentui/react-components';
import { Input, tokens } from '@crm/shared/fluent';
import { useMemo } from 'react';
import { updateContract } from '../../../api/contracts-api';
import {
  PERSONAL_FIELDS,
  personalInfoSchema,
  personalInfoValues,
  toPersonalInfoUpdate,
  type PersonalInfoOutput,
  type PersonalInfoValues,
} from './personal-info-form';
import { StepFrame } from './step-frame';
import { type StepProps } from './use-step-back';
import { useStepCall } from './use-step-call';

const FORM_ID = 'contract-personal-info';
const today = () => new Date().toISOString().slice(0, 10);

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  wide: { gridColumn: '1 / -1' },
});

type Field = keyof PersonalInfoValues;

export function PersonalInfoStep({ contract, onContract }: StepProps) {
  const styles = useStyles();
  const call = useStepCall();
  const resolver = useMemo(() => formResolver(personalInfoSchema()), []);
  const form = useCrmForm<PersonalInfoValues>({
    defaultValues: personalInfoValues(contract),
    resolver,
  });

  const submit = async (values: PersonalInfoValues) => {
    const output = values as unknown as PersonalInfoOutput;
    const saved = await call.run(
      () => updateContract(toPersonalInfoUpdate(contract.id, output)),
      (problem) => {
        for (const [field, message] of Object.entries(problem.fields))
          if ((PERSONAL_FIELDS as readonly string[]).includes(field))
            form.setError(field as Field, { type: 'server', message });
      },
    );
    if (saved) onContract(saved);
  };

  const text = (name: Field, label: string, options: { ltr?: boolean; tel?: boolean } = {}) => (
    <FormField name={name} label={`contracts::Personal.${label}`} required>
      {(field) => (
        <Input
          {...field}
          value={field.value as string}
          dir={options.ltr ? 'ltr' : 'auto'}
          type={options.tel ? 'tel' : 'text'}
          inputMode={options.tel ? 'tel' : undefined}
          autoComplete="off"
          data-testid={`field-${name}`}
        />
      )}
    </FormField>
  );

  return (
    <StepFrame
      testId="step-personal"
      title="contracts::Wizard.Step.Personal"
      description="contracts::Personal.Description"
      busy={call.busy}
      error={call.error}
      next={{ label: 'contracts::Wizard.Next', form: FORM_ID }}
    >
      <Form id={FORM_ID} form={form} busy={call.busy} onSubmit={submit}>
        <div className={styles.grid}>
          {text('firstName', 'FirstName')}
          {text('lastName', 'LastName')}
          {text('nationalCode', 'NationalCode', { ltr: true })}
          {text('mobile', 'Mobile', { ltr: true, tel: true })}
          <FormField name="birthDate" label="contracts::Personal.BirthDate" required>
            {(field) => (
              <DatePicker
                {...field}
                value={field.value as string | null}
                max={today()}
                data-testid="field-birthDate"
              />
            )}
          </FormField>
          {text('sheba', 'Sheba', { ltr: true })}
          <FormField
            name="address"
            label="contracts::Personal.Address"
            required
            className={styles.wide}
          >
            {(field) => (
              <Textarea
                {...field}
                value={field.value as string}
                resize="vertical"
                data-testid="field-address"
              />
            )}
          </FormField>
        </div>
      </Form>
    </StepFrame>
  );
}
