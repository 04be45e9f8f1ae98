// Step 4: the contract to read before signing — its key terms (numbers in words), the contract
// text, the commitment letter to accept and an optional description. Accepting the commitment
// moves the contract to signing.
import { PageSpinner } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { makeStyles, Textarea } from '@fluentui/react-components';
import { Checkbox, Field, Text, tokens } from '@crm/shared/fluent';
import { useId, useState } from 'react';
import {
  basketOfContract,
  commitmentLetter,
  contractText,
  getContract,
  saveCommitment,
} from '../../../api/contracts-api';
import { basketWagePlan } from '../../../api/wages-api';
import { useLoaded } from '../../../lib/use-loaded';
import { ReviewSummary } from './review-summary';
import { StepFrame } from './step-frame';
import { useStepBack, type StepProps } from './use-step-back';
import { useStepCall } from './use-step-call';

const useStyles = makeStyles({
  document: {
    whiteSpace: 'pre-wrap',
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: tokens.lineHeightBase400,
  },
});

const COMMITMENT_MAX_LENGTH = 4000;

async function loadReview(id: string) {
  const [text, letter, basket] = await Promise.all([
    contractText(id),
    commitmentLetter(id),
    basketOfContract(id),
  ]);
  const plan = basket ? await basketWagePlan(basket.basketID) : null;
  return { text, letter, basket, plan };
}

export function ReviewStep({ contract, onContract }: StepProps) {
  const styles = useStyles();
  const textId = useId();
  const letterId = useId();
  const localize = useLocalize();
  const call = useStepCall();
  const back = useStepBack(contract, onContract, call);
  const review = useLoaded(() => loadReview(contract.id), [contract.id]);
  const [accepted, setAccepted] = useState(false);
  const [description, setDescription] = useState(contract.commitmentDesc ?? '');

  const accept = async () => {
    const signed = await call.run(async () => {
      await saveCommitment(contract.id, description.trim());
      return getContract(contract.id);
    });
    if (signed) onContract(signed);
  };

  return (
    <StepFrame
      testId="step-review"
      title="contracts::Wizard.Step.Review"
      description="contracts::Review.Description"
      busy={call.busy}
      error={call.error}
      back={back}
      next={{
        label: 'contracts::Review.Accept',
        onClick: () => void accept(),
        disabled: !accepted || review.status !== 'ready',
      }}
    >
      {review.status === 'loading' && <PageSpinner />}
      {review.status === 'failed' && (
        <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
      )}
      {review.status === 'ready' && (
        <>
          <ReviewSummary contract={contract} basket={review.data.basket} plan={review.data.plan} />
          <Text as="h3" weight="semibold" id={textId}>
            {localize('contracts::Review.ContractText')}
          </Text>
          {/* Focusable so that a keyboard can scroll it; named by its heading. */}
          <div
            className={styles.document}
            role="region"
            aria-labelledby={textId}
            data-testid="contract-text"
            tabIndex={0}
          >
            {review.data.text}
          </div>
          <Text as="h3" weight="semibold" id={letterId}>
            {localize('contracts::Review.CommitmentLetter')}
          </Text>
          <div
            className={styles.document}
            role="region"
            aria-labelledby={letterId}
            data-testid="commitment-letter"
            tabIndex={0}
          >
            {review.data.letter}
          </div>
          <Field
            label={localize('contracts::Review.CommitmentDesc')}
            hint={localize('contracts::Review.CommitmentDescHint')}
          >
            <Textarea
              value={description}
              maxLength={COMMITMENT_MAX_LENGTH}
              resize="vertical"
              onChange={(_event, data) => setDescription(data.value)}
              data-testid="commitment-desc"
            />
          </Field>
          <Checkbox
            checked={accepted}
            onChange={(_event, data) => setAccepted(data.checked === true)}
            label={localize('contracts::Review.AcceptLabel')}
            data-testid="accept-commitment"
          />
        </>
      )}
    </StepFrame>
  );
}
