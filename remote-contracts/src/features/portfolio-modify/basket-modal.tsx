// Create or edit a basket.
import { Form, FormField, Modal, useCrmForm } from '@crm/shared/ui';
import { serverMessages, toast, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { BasketAdminDto } from '@crm/shared/dto';
import { formResolver } from '@crm/shared/forms';
import { Dropdown, makeStyles, Option, Switch } from '@fluentui/react-components';
import { Input, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { createBasket, updateBasket } from '../../api/baskets-api';
import { problemText } from '../../lib/server-error';
import {
  BASKET_STATES,
  basketFormSchema,
  basketValues,
  newBasketValues,
  RISK_LEVELS,
  toBasketInput,
  type BasketFormValues,
} from './basket-form';

const FORM_ID = 'basket-form';
const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface BasketModalProps {
  basket: BasketAdminDto | null;
  onClose: () => void;
  onSaved: () => void;
}

export function BasketModal({ basket, onClose, onSaved }: BasketModalProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const resolver = useMemo(() => formResolver(basketFormSchema), []);
  const form = useCrmForm<BasketFormValues>({
    defaultValues: basket ? basketValues(basket) : newBasketValues(),
    resolver,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (values: BasketFormValues) => {
    setBusy(true);
    try {
      const input = toBasketInput(values);
      if (basket) await updateBasket(basket.basketID, input);
      else await createBasket(input);
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch (failure) {
      toast.error(problemText(serverMessages(failure), localize('contracts::Wizard.CallFailed')));
    } finally {
      setBusy(false);
    }
  };

  const choice = (
    name: 'kind' | 'riskLevel' | 'state',
    label: string,
    options: readonly { value: string; text: string }[],
  ) => (
    <FormField name={name} label={label} required>
      {(field) => (
        <Dropdown
          value={options.find((o) => o.value === field.value)?.text ?? ''}
          selectedOptions={[String(field.value)]}
          onOptionSelect={(_event, data) => field.onChange(data.optionValue)}
          onBlur={field.onBlur}
          data-testid={`basket-${name}`}
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

  return (
    <Modal
      open
      title={localize(basket ? 'contracts::Baskets.Edit' : 'contracts::Baskets.New')}
      busy={busy}
      onClose={onClose}
      primaryAction={{ label: 'AbpUi::Save', form: FORM_ID }}
    >
      <Form id={FORM_ID} form={form} busy={busy} onSubmit={submit}>
        <div className={styles.fields}>
          <FormField name="basketCode" label="contracts::Baskets.Code" required>
            {(field) => (
              <Input {...field} value={field.value as string} dir="ltr" data-testid="basket-code" />
            )}
          </FormField>
          <FormField name="basketName" label="contracts::Baskets.Name" required>
            {(field) => (
              <Input {...field} value={field.value as string} data-testid="basket-name" />
            )}
          </FormField>
          {choice(
            'kind',
            'contracts::Baskets.Kind',
            (['special', 'joint'] as const).map((k) => ({
              value: k,
              text: localize(`contracts::Basket.Kind.${k}`),
            })),
          )}
          {choice(
            'riskLevel',
            'contracts::Baskets.RiskLevel',
            RISK_LEVELS.map((l) => ({ value: l, text: number(Number(l)) })),
          )}
          {choice(
            'state',
            'contracts::Baskets.State',
            BASKET_STATES.map((s) => ({
              value: s,
              text: localize(`contracts::Baskets.State.${s}`),
            })),
          )}
          <FormField name="isApproved" label={undefined}>
            {(field) => (
              <Switch
                checked={field.value as boolean}
                label={localize('contracts::Baskets.Approved')}
                onChange={(_event, data) => field.onChange(data.checked)}
                data-testid="basket-approved"
              />
            )}
          </FormField>
        </div>
      </Form>
    </Modal>
  );
}
