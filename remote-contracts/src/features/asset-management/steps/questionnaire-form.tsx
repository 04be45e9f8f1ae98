// The risk questions as a customer answers them: one card per question, one choice each. The
// back office's preview shows the same form.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { RiskQuestionDto } from '@crm/shared/dto';
import { makeStyles, Radio, RadioGroup } from '@fluentui/react-components';
import { Field, tokens } from '@crm/shared/fluent';
import type { Answers } from './questionnaire-score';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  question: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface QuestionnaireFormProps {
  questions: readonly RiskQuestionDto[];
  answers: Answers;
  onAnswer: (questionId: string, answerId: string) => void;
  /** Questions to flag as unanswered (after a submit). */
  missing?: ReadonlySet<string>;
  disabled?: boolean;
}

export function QuestionnaireForm({
  questions,
  answers,
  onAnswer,
  missing,
  disabled,
}: QuestionnaireFormProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  return (
    <ol className={styles.list} data-testid="questionnaire">
      {questions.map((question, index) => {
        const unanswered = missing?.has(question.id) ?? false;
        return (
          <li key={question.id} className={styles.question} data-testid="question">
            <Field
              label={`${number(index + 1)}. ${question.text}`}
              required
              validationState={unanswered ? 'error' : 'none'}
              validationMessage={
                unanswered ? localize('contracts::Questionnaire.AnswerThis') : undefined
              }
            >
              <RadioGroup
                value={answers[question.id] ?? ''}
                disabled={disabled}
                onChange={(_event, data) => onAnswer(question.id, data.value)}
              >
                {question.answers.map((answer) => (
                  <Radio key={answer.id} value={answer.id} label={answer.text} />
                ))}
              </RadioGroup>
            </Field>
          </li>
        );
      })}
    </ol>
  );
}
