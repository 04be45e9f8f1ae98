// The questionnaire as a customer sees it (active questions in order), with the score and risk
// level the chosen answers would give.
import { Modal } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { AdminQuestionDto, RiskBandDto } from '@crm/shared/dto';
import { MessageBar, MessageBarBody } from '@crm/shared/fluent';
import { useState } from 'react';
import { QuestionnaireForm } from '../asset-management/steps/questionnaire-form';
import { bandOf, scoreOf, type Answers } from '../asset-management/steps/questionnaire-score';

export interface QuestionnairePreviewProps {
  questions: readonly AdminQuestionDto[];
  bands: readonly RiskBandDto[];
  onClose: () => void;
}

/** The questions a customer is asked: the active ones, by their order. */
export function customerQuestions(questions: readonly AdminQuestionDto[]) {
  return questions.filter((q) => q.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

export function QuestionnairePreview({ questions, bands, onClose }: QuestionnairePreviewProps) {
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const [answers, setAnswers] = useState<Answers>({});
  const shown = customerQuestions(questions);
  const score = scoreOf(shown, answers);
  const band = bandOf(bands, score);
  return (
    <Modal
      open
      size="lg"
      title={localize('contracts::Questions.Preview')}
      onClose={onClose}
      suppressUnsavedChangesWarning
      cancelText="AbpUi::Close"
    >
      <MessageBar
        intent="info"
        data-testid="preview-score"
        style={{ position: 'sticky', top: 0, zIndex: 1 }}
      >
        <MessageBarBody>
          {localize(
            'contracts::Questions.PreviewScore',
            number(score),
            band ? number(band.level) : '—',
            band?.title ?? '',
          )}
        </MessageBarBody>
      </MessageBar>
      <QuestionnaireForm
        questions={shown}
        answers={answers}
        onAnswer={(questionId, answerId) => setAnswers((a) => ({ ...a, [questionId]: answerId }))}
      />
    </Modal>
  );
}
