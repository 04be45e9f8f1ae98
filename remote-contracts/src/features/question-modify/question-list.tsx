// The questions in their order: text, answers with weights, whether customers see it, and the
// actions to edit, move and delete.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { AdminQuestionDto } from '@crm/shared/dto';
import { Badge, Card, makeStyles } from '@fluentui/react-components';
import { Button, Text, tokens } from '@crm/shared/fluent';
import {
  ArrowDown20Regular,
  ArrowUp20Regular,
  Delete20Regular,
  Edit20Regular,
} from '@fluentui/react-icons';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  text: { flexGrow: 1 },
  answers: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

export interface QuestionListProps {
  questions: readonly AdminQuestionDto[];
  onEdit: (question: AdminQuestionDto) => void;
  onMove: (id: string, direction: -1 | 1) => void;
  onDelete: (question: AdminQuestionDto) => void;
}

export function QuestionList({ questions, onEdit, onMove, onDelete }: QuestionListProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const ordered = [...questions].sort((a, b) => a.sortOrder - b.sortOrder);
  if (ordered.length === 0) return <Text>{localize('contracts::Questions.None')}</Text>;
  return (
    <ol className={styles.list} data-testid="question-list">
      {ordered.map((question, index) => (
        <li key={question.id}>
          <Card className={styles.card} data-testid="question-card">
            <div className={styles.head}>
              <Text weight="semibold" className={styles.text}>
                {`${number(index + 1)}. ${question.text}`}
              </Text>
              <Badge appearance="tint" color={question.isActive ? 'success' : 'subtle'}>
                {localize(
                  question.isActive ? 'contracts::Questions.Shown' : 'contracts::Questions.Hidden',
                )}
              </Badge>
              <Button
                appearance="subtle"
                icon={<ArrowUp20Regular />}
                aria-label={localize('contracts::Questions.MoveUp')}
                disabled={index === 0}
                onClick={() => onMove(question.id, -1)}
              />
              <Button
                appearance="subtle"
                icon={<ArrowDown20Regular />}
                aria-label={localize('contracts::Questions.MoveDown')}
                disabled={index === ordered.length - 1}
                onClick={() => onMove(question.id, 1)}
              />
              <Button
                appearance="subtle"
                icon={<Edit20Regular />}
                onClick={() => onEdit(question)}
                data-testid="edit-question"
              >
                {localize('AbpUi::Edit')}
              </Button>
              <Button
                appearance="subtle"
                icon={<Delete20Regular />}
                aria-label={localize('AbpUi::Delete')}
                onClick={() => onDelete(question)}
              />
            </div>
            <ul className={styles.answers}>
              {question.answers.map((answer) => (
                <li key={answer.id}>
                  {localize(
                    'contracts::Questions.AnswerWithWeight',
                    answer.text,
                    number(answer.weight),
                  )}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ol>
  );
}
