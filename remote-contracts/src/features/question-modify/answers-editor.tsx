// The answers of a question: text and weight per row, added, removed and reordered in place.
// Row errors come from the form's schema (answers.N.text / answers.N.weight).
import { NumericInput } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { makeStyles } from '@fluentui/react-components';
import { Button, Field, Input, tokens } from '@crm/shared/fluent';
import {
  Add20Regular,
  ArrowDown20Regular,
  ArrowUp20Regular,
  Delete20Regular,
} from '@fluentui/react-icons';
import { emptyAnswer, MAX_ANSWERS, MIN_ANSWERS, type AnswerValues } from './question-form';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 120px auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  buttons: { display: 'flex', paddingBlockStart: '22px' },
  cell: { minWidth: 0 },
  narrow: { minWidth: 0, width: '100%' },
});

export type AnswerErrors = readonly ({ text?: string; weight?: string } | undefined)[];

export interface AnswersEditorProps {
  answers: readonly AnswerValues[];
  onChange: (answers: AnswerValues[]) => void;
  errors: AnswerErrors;
  showErrors: boolean;
}

export function AnswersEditor({ answers, onChange, errors, showErrors }: AnswersEditorProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const update = (index: number, change: Partial<AnswerValues>) =>
    onChange(answers.map((a, i) => (i === index ? { ...a, ...change } : a)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...answers];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const error = (index: number, field: 'text' | 'weight') =>
    showErrors ? errors[index]?.[field] : undefined;

  return (
    <div className={styles.rows} data-testid="answers-editor">
      {answers.map((answer, index) => (
        <div key={index} className={styles.row} data-testid="answer-row">
          <Field
            className={styles.cell}
            label={localize('contracts::Questions.AnswerText')}
            required
            validationState={error(index, 'text') ? 'error' : 'none'}
            validationMessage={error(index, 'text')}
          >
            <Input
              value={answer.text}
              onChange={(_event, data) => update(index, { text: data.value })}
              data-testid="answer-text"
            />
          </Field>
          <Field
            className={styles.cell}
            label={localize('contracts::Questions.Weight')}
            required
            validationState={error(index, 'weight') ? 'error' : 'none'}
            validationMessage={error(index, 'weight')}
          >
            <NumericInput
              className={styles.narrow}
              value={answer.weight}
              onChange={(weight) => update(index, { weight })}
              data-testid="answer-weight"
            />
          </Field>
          <div className={styles.buttons}>
            <Button
              appearance="subtle"
              icon={<ArrowUp20Regular />}
              aria-label={localize('contracts::Questions.MoveUp')}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              appearance="subtle"
              icon={<ArrowDown20Regular />}
              aria-label={localize('contracts::Questions.MoveDown')}
              disabled={index === answers.length - 1}
              onClick={() => move(index, 1)}
            />
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={localize('contracts::Questions.RemoveAnswer')}
              disabled={answers.length <= MIN_ANSWERS}
              onClick={() => onChange(answers.filter((_a, i) => i !== index))}
            />
          </div>
        </div>
      ))}
      <div>
        <Button
          icon={<Add20Regular />}
          disabled={answers.length >= MAX_ANSWERS}
          onClick={() => onChange([...answers, emptyAnswer()])}
          data-testid="add-answer"
        >
          {localize('contracts::Questions.AddAnswer')}
        </Button>
      </div>
    </div>
  );
}
