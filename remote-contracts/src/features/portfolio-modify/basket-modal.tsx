// Create or edit a basket.
import { Form, FormField, Modal, useCrmForm } from '@crm/shared/ui';
import { serverMessages, toast, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { BasketAdminDto } from '@crm/shared/dto';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Switch } from '@fluentui/react-components';
import { Input, tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { createBasket, updateBasket } from '../../api/baskets-api';
import { basketKindChoices, ChoiceField } from '../../components/choice-field';
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
          <ChoiceField
            name="kind"
            label="contracts::Baskets.Kind"
            testId="basket-kind"
            options={basketKindChoices(localize)}
          />
          <ChoiceField
            name="riskLevel"
            label="contracts::Baskets.RiskLevel"
            testId="basket-riskLevel"
            options={RISK_LEVELS.map((l) => ({ value: l, text: number(Number(l)) }))}
          />
          <ChoiceField
            name="state"
            label="contracts::Baskets.State"
            testId="basket-state"
            options={BASKET_STATES.map((s) => ({
              value: s,
              text: localize(`contracts::Baskets.State.${s}`),
            }))}
          />
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
