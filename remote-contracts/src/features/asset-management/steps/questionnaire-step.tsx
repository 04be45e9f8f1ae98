// Step 2: the risk questionnaire. Every active question needs one answer; the server scores the
// answers (`basket-info-risk-score`), sets the risk level and moves on to the basket choice.
import { PageSpinner } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { Text } from '@crm/shared/fluent';
import { useState } from 'react';
import { getContract } from '../../../api/contracts-api';
import { saveRiskScore } from '../../../api/baskets-api';
import { activeQuestions } from '../../../api/questionnaire-api';
import { useLoaded } from '../../../lib/use-loaded';
import { QuestionnaireForm } from './questionnaire-form';
import { toRiskScoreInput, unansweredQuestions, type Answers } from './questionnaire-score';
import { StepFrame } from './step-frame';
import { useStepBack, type StepProps } from './use-step-back';
import { useStepCall } from './use-step-call';

export function QuestionnaireStep({ contract, onContract }: StepProps) {
  const localize = useLocalize();
  const call = useStepCall();
  const back = useStepBack(contract, onContract, call);
  const loaded = useLoaded(() => activeQuestions().then((q) => q.items), []);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  const questions = loaded.status === 'ready' ? loaded.data : [];
  const submit = async () => {
    const open = unansweredQuestions(questions, answers);
    setMissing(new Set(open.map((q) => q.id)));
    if (open.length > 0) {
      call.setError(localize('contracts::Questionnaire.AnswerAll'));
      return;
    }
    const scored = await call.run(async () => {
      await saveRiskScore(toRiskScoreInput(contract.id, answers));
      return getContract(contract.id);
    });
    if (scored) onContract(scored);
  };

  return (
    <StepFrame
      testId="step-questionnaire"
      title="contracts::Wizard.Step.Questionnaire"
      description="contracts::Questionnaire.Description"
      busy={call.busy}
      error={call.error}
      back={back}
      next={
        loaded.status === 'ready' && questions.length > 0
          ? { label: 'contracts::Questionnaire.Submit', onClick: () => void submit() }
          : null
      }
    >
      {loaded.status === 'loading' && <PageSpinner />}
      {loaded.status === 'failed' && (
        <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
      )}
      {loaded.status === 'ready' && questions.length === 0 && (
        <Text role="alert">{localize('contracts::Questionnaire.NoQuestions')}</Text>
      )}
      <QuestionnaireForm
        questions={questions}
        answers={answers}
        missing={missing}
        disabled={call.busy}
        onAnswer={(questionId, answerId) => {
          setAnswers((current) => ({ ...current, [questionId]: answerId }));
          setMissing((current) => {
            const next = new Set(current);
            next.delete(questionId);
            return next;
          });
        }}
      />
    </StepFrame>
  );
}
