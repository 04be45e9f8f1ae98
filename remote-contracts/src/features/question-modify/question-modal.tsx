// Create or edit a question with its answers.
import { Form, FormField, Modal, NumericInput, useCrmForm } from '@crm/shared/ui';
import { serverMessages, toast, useLocalize } from '@crm/shared';
import type { AdminQuestionDto } from '@crm/shared/dto';
import { formResolver } from '@crm/shared/forms';
import { makeStyles, Switch, Textarea } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { useMemo, useState } from 'react';
import { createQuestion, updateQuestion } from '../../api/questionnaire-api';
import { problemText } from '../../lib/server-error';
import { AnswersEditor, type AnswerErrors } from './answers-editor';
import {
  newQuestionValues,
  questionFormSchema,
  questionValues,
  toQuestionInput,
  type AnswerValues,
  type QuestionFormValues,
} from './question-form';

const FORM_ID = 'question-form';
const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface QuestionModalProps {
  question: AdminQuestionDto | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}

export function QuestionModal({ question, nextOrder, onClose, onSaved }: QuestionModalProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const resolver = useMemo(() => formResolver(questionFormSchema), []);
  const form = useCrmForm<QuestionFormValues>({
    defaultValues: question ? questionValues(question) : newQuestionValues(nextOrder),
    resolver,
  });
  const { errors, isSubmitted } = form.formState;
  const [busy, setBusy] = useState(false);

  const submit = async (values: QuestionFormValues) => {
    setBusy(true);
    try {
      const input = toQuestionInput(values);
      if (question) await updateQuestion(question.id, input);
      else {
        const { id } = await createQuestion(input);
        if (!input.isActive) await updateQuestion(id, input);
      }
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch (failure) {
      toast.error(problemText(serverMessages(failure), localize('contracts::Wizard.CallFailed')));
    } finally {
      setBusy(false);
    }
  };

  const answerErrors = (errors.answers ?? []) as unknown as AnswerErrors;
  const rowErrors = Array.isArray(answerErrors)
    ? answerErrors.map((row) => ({
        text: (row as { text?: { message?: string } } | undefined)?.text?.message,
        weight: (row as { weight?: { message?: string } } | undefined)?.weight?.message,
      }))
    : [];

  return (
    <Modal
      open
      size="lg"
      title={localize(question ? 'contracts::Questions.Edit' : 'contracts::Questions.New')}
      busy={busy}
      onClose={onClose}
      primaryAction={{ label: 'AbpUi::Save', form: FORM_ID }}
    >
      <Form id={FORM_ID} form={form} busy={busy} onSubmit={submit}>
        <div className={styles.fields}>
          <FormField name="text" label="contracts::Questions.Text" required>
            {(field) => (
              <Textarea {...field} value={field.value as string} data-testid="question-text" />
            )}
          </FormField>
          <FormField name="sortOrder" label="contracts::Questions.Order" required>
            {(field) => <NumericInput {...field} value={field.value as number | null} />}
          </FormField>
          <FormField name="isActive" label={undefined}>
            {(field) => (
              <Switch
                checked={field.value as boolean}
                label={localize('contracts::Questions.Active')}
                onChange={(_event, data) => field.onChange(data.checked)}
                data-testid="question-active"
              />
            )}
          </FormField>
          <FormField name="answers" label="contracts::Questions.Answers" required>
            {(field) => (
              <AnswersEditor
                answers={field.value as AnswerValues[]}
                onChange={field.onChange}
                errors={rowErrors}
                showErrors={isSubmitted}
              />
            )}
          </FormField>
        </div>
      </Form>
    </Modal>
  );
}
