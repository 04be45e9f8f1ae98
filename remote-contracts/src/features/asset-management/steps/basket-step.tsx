// Step 3: the basket. Only baskets on offer up to the customer's risk level are listed, each
// with the wage plan in force for it; choosing one moves the contract to the review.
import { PageSpinner, ShownName } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { BasketDto, WagePlanTermsDto } from '@crm/shared/dto';
import { makeStyles, Radio, RadioGroup } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';
import { offeredBaskets } from '../../../api/baskets-api';
import { updateContract } from '../../../api/contracts-api';
import { riskLevels } from '../../../api/questionnaire-api';
import { basketWagePlan } from '../../../api/wages-api';
import { BasketKind } from '../../../components/basket-kind';
import { WagePlanTerms } from '../../../components/wage-plan-terms';
import { useLoaded } from '../../../lib/use-loaded';
import { StepFrame } from './step-frame';
import { useStepBack, type StepProps } from './use-step-back';
import { useStepCall } from './use-step-call';

const useStyles = makeStyles({
  options: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '100%',
  },
  option: {
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface Offer {
  basket: BasketDto;
  plan: WagePlanTermsDto | null;
}

async function loadOffers(riskLevel: number): Promise<Offer[]> {
  const baskets = (await offeredBaskets(riskLevel)).items;
  return Promise.all(
    baskets.map(async (basket) => ({ basket, plan: await basketWagePlan(basket.basketID) })),
  );
}

export function BasketStep({ contract, onContract }: StepProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const call = useStepCall();
  const back = useStepBack(contract, onContract, call);
  const riskLevel = contract.riskLevel ?? 1;
  const offers = useLoaded(() => loadOffers(riskLevel), [riskLevel]);
  const bands = useLoaded(() => riskLevels().then((r) => r.items), []);
  const [chosen, setChosen] = useState(contract.basketId ?? '');

  const title =
    bands.status === 'ready' ? bands.data.find((b) => b.level === riskLevel)?.title : undefined;
  const choose = async () => {
    const saved = await call.run(() =>
      updateContract({ id: contract.id, basketId: chosen, stateCode: 'ReviewContract' }),
    );
    if (saved) onContract(saved);
  };

  return (
    <StepFrame
      testId="step-basket"
      title="contracts::Wizard.Step.Basket"
      busy={call.busy}
      error={call.error}
      back={back}
      next={{ label: 'contracts::Wizard.Next', onClick: () => void choose(), disabled: !chosen }}
    >
      <Text data-testid="risk-result">
        {localize(
          'contracts::Basket.RiskResult',
          number(contract.riskScore ?? 0),
          number(riskLevel),
          title ?? '',
        )}
      </Text>
      {offers.status === 'loading' && <PageSpinner />}
      {offers.status === 'failed' && (
        <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
      )}
      {offers.status === 'ready' && offers.data.length === 0 && (
        <Text role="alert">{localize('contracts::Basket.NoneOffered')}</Text>
      )}
      {offers.status === 'ready' && offers.data.length > 0 && (
        <RadioGroup
          className={styles.options}
          value={chosen}
          aria-label={localize('contracts::Wizard.Step.Basket')}
          onChange={(_event, data) => setChosen(data.value)}
        >
          {offers.data.map(({ basket, plan }) => (
            <Radio
              key={basket.basketID}
              className={styles.option}
              value={basket.basketID}
              data-testid={`basket-option-${basket.basketCode}`}
              label={
                <span className={styles.details}>
                  <span className={styles.heading}>
                    <Text weight="semibold">
                      <ShownName name={basket.basketName} />
                    </Text>
                    <BasketKind kind={basket.kind} />
                  </span>
                  <Text size={200}>
                    {localize(
                      'contracts::Basket.CodeAndRisk',
                      basket.basketCode,
                      number(basket.riskLevel),
                    )}
                  </Text>
                  <WagePlanTerms plan={plan} />
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
    </StepFrame>
  );
}
