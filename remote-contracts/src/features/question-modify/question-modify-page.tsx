// `/questionModify`: the risk questionnaire — questions in order with their answers and
// weights, active or not; the score bands of the risk levels with the baskets each allows; and
// a preview as a customer sees it.
import { confirm, toast, useLocalize } from '@crm/shared';
import { PageSpinner } from '@crm/shared/ui';
import type { AdminQuestionDto } from '@crm/shared/dto';
import { Button, Text } from '@crm/shared/fluent';
import { Add20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { adminBaskets } from '../../api/baskets-api';
import {
  allQuestions,
  deleteQuestion,
  riskLevels,
  updateQuestion,
} from '../../api/questionnaire-api';
import { BackOfficePage } from '../../components/back-office-page';
import { useLoaded } from '../../lib/use-loaded';
import { scoreRange } from '../asset-management/steps/questionnaire-score';
import { BandsEditor } from './bands-editor';
import { moveQuestion, toQuestionInput, questionValues } from './question-form';
import { QuestionList } from './question-list';
import { QuestionModal } from './question-modal';
import { customerQuestions, QuestionnairePreview } from './questionnaire-preview';

async function loadEditor() {
  const [questions, bands, baskets] = await Promise.all([
    allQuestions(),
    riskLevels(),
    adminBaskets({ skipCount: 0, maxResultCount: 1000 }),
  ]);
  return { questions: questions.items, bands: bands.items, baskets: baskets.items };
}

type Editing = { question: AdminQuestionDto | null } | null;

export default function QuestionModifyPage() {
  const localize = useLocalize();
  const [version, setVersion] = useState(0);
  const editor = useLoaded(loadEditor, [version]);
  const [editing, setEditing] = useState<Editing>(null);
  const [preview, setPreview] = useState(false);
  const reload = () => setVersion((v) => v + 1);
  const data = editor.status === 'ready' ? editor.data : null;

  const move = async (id: string, direction: -1 | 1) => {
    const swapped = data && moveQuestion(data.questions, id, direction);
    if (!swapped) return;
    await Promise.all(swapped.map((q) => updateQuestion(q.id, toQuestionInput(questionValues(q)))))
      .then(reload)
      .catch(() => toast.error('contracts::Wizard.CallFailed'));
  };
  const remove = async (question: AdminQuestionDto) => {
    const answer = await confirm({
      message: 'contracts::Questions.DeleteConfirm',
      severity: 'warning',
    });
    if (answer === 'confirm')
      await deleteQuestion(question.id).then(
        () => {
          toast.success('AbpUi::SuccessfullyDeleted');
          reload();
        },
        () => undefined,
      );
  };

  return (
    <BackOfficePage
      testId="page-question-modify"
      title="Crm::Menu:QuestionModify"
      tools={
        <>
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setEditing({ question: null })}
            data-testid="new-question"
          >
            {localize('contracts::Questions.New')}
          </Button>
          <Button
            icon={<Eye20Regular />}
            disabled={!data}
            onClick={() => setPreview(true)}
            data-testid="preview-questionnaire"
          >
            {localize('contracts::Questions.Preview')}
          </Button>
        </>
      }
    >
      {editor.status === 'loading' && <PageSpinner />}
      {editor.status === 'failed' && (
        <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
      )}
      {data && (
        <>
          <QuestionList
            questions={data.questions}
            onEdit={(question) => setEditing({ question })}
            onMove={(id, direction) => void move(id, direction)}
            onDelete={(question) => void remove(question)}
          />
          <BandsEditor
            key={version}
            bands={data.bands}
            baskets={data.baskets}
            maxScore={scoreRange(customerQuestions(data.questions)).max}
            onSaved={reload}
          />
        </>
      )}
      {editing && data && (
        <QuestionModal
          question={editing.question}
          nextOrder={Math.max(-1, ...data.questions.map((q) => q.sortOrder)) + 1}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {preview && data && (
        <QuestionnairePreview
          questions={data.questions}
          bands={data.bands}
          onClose={() => setPreview(false)}
        />
      )}
    </BackOfficePage>
  );
}
