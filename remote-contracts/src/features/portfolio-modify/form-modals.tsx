// The small forms of a contract's actions: the reason of a rejection, a new duration, and the
// national code of a customer to open a contract for.
import { Form, FormField, Modal, NumericInput, useCrmForm } from '@crm/shared/ui';
import { formResolver } from '@crm/shared/forms';
import {
  nationalCodeSchema,
  range,
  required,
  textSchema,
  validatorAction,
} from '@crm/shared/validation';
import { Textarea } from '@fluentui/react-components';
import { Input } from '@crm/shared/fluent';
import { useMemo, useState, type ReactElement } from 'react';
import * as v from 'valibot';
import { DURATION_MONTHS } from './contract-rules';

interface PromptProps<T> {
  onClose: () => void;
  /** Saves; resolves true when done (the modal then closes). */
  onSubmit: (value: T) => Promise<boolean>;
}

function PromptModal<V extends Record<string, unknown>>(props: {
  id: string;
  title: string;
  schema: v.GenericSchema<V, V>;
  initial: V;
  onClose: () => void;
  onSubmit: (values: V) => Promise<boolean>;
  children: ReactElement;
}) {
  const { schema, onSubmit, onClose } = props;
  const resolver = useMemo(() => formResolver(schema), [schema]);
  const form = useCrmForm<V>({ defaultValues: props.initial as never, resolver });
  const [busy, setBusy] = useState(false);
  const submit = async (values: V) => {
    setBusy(true);
    const done = await onSubmit(values).finally(() => setBusy(false));
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={props.title}
      busy={busy}
      onClose={onClose}
      primaryAction={{ label: 'AbpUi::Save', form: props.id }}
    >
      <Form id={props.id} form={form} busy={busy} onSubmit={submit}>
        {props.children}
      </Form>
    </Modal>
  );
}

const reasonSchema = v.object({ reason: textSchema({ maxLength: 1000 }) });

export function RejectModal({ onClose, onSubmit }: PromptProps<string>) {
  return (
    <PromptModal
      id="contract-reject"
      title="contracts::Modify.Reject"
      schema={reasonSchema as v.GenericSchema<{ reason: string }, { reason: string }>}
      initial={{ reason: '' }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.reason)}
    >
      <FormField name="reason" label="contracts::Modify.RejectReason" required>
        {(field) => (
          <Textarea {...field} value={field.value as string} data-testid="reject-reason" />
        )}
      </FormField>
    </PromptModal>
  );
}

const durationSchema = v.object({
  months: v.pipe(
    v.nullable(v.number()),
    validatorAction<number | null>(required()),
    validatorAction<number | null>(range(DURATION_MONTHS)),
  ),
});

export function DurationModal({
  months,
  onClose,
  onSubmit,
}: PromptProps<number> & { months: number }) {
  return (
    <PromptModal
      id="contract-duration"
      title="contracts::Modify.ChangeDuration"
      schema={
        durationSchema as v.GenericSchema<{ months: number | null }, { months: number | null }>
      }
      initial={{ months }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.months ?? months)}
    >
      <FormField name="months" label="contracts::Modify.DurationMonths" required>
        {(field) => (
          <NumericInput
            {...field}
            value={field.value as number | null}
            data-testid="duration-months"
          />
        )}
      </FormField>
    </PromptModal>
  );
}

const customerSchema = v.object({ nationalCode: nationalCodeSchema() });

export function CreateForCustomerModal({ onClose, onSubmit }: PromptProps<string>) {
  return (
    <PromptModal
      id="contract-create"
      title="contracts::Modify.CreateForCustomer"
      schema={customerSchema as v.GenericSchema<{ nationalCode: string }, { nationalCode: string }>}
      initial={{ nationalCode: '' }}
      onClose={onClose}
      onSubmit={(values) => onSubmit(values.nationalCode)}
    >
      <FormField name="nationalCode" label="contracts::Personal.NationalCode" required>
        {(field) => (
          <Input
            {...field}
            value={field.value as string}
            dir="ltr"
            data-testid="customer-national-code"
          />
        )}
      </FormField>
    </PromptModal>
  );
}
