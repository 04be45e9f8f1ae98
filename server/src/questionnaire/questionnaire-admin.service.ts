// Editing one question: its text, order and active flag, and its answers — those with an id
// are changed, those without are added, those left out are removed unless a contract chose
// them (then deactivate the question and add a new one instead).
import { randomUUID } from 'node:crypto';
import type { questionUpdateSchema } from '@crm/shared/dto';
import { type AdminQuestionDto } from '@crm/shared/dto';
import type * as v from 'valibot';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, NotFoundError } from '../errors/app-error';
import {
  allQuestions,
  answersOf,
  chosenAnswerIds,
  deleteAnswers,
  findQuestion,
  saveAnswer,
  updateQuestionRow,
} from './questionnaire-admin.repository';

type QuestionUpdate = v.InferOutput<typeof questionUpdateSchema>;

export async function questionsForAdmin(scope: TenantDb) {
  const items: AdminQuestionDto[] = (await allQuestions(scope)).map((q) => ({
    id: q.id,
    text: q.text,
    sortOrder: q.sort_order,
    isActive: q.is_active,
    answers: q.answers.map((a) => ({ id: a.id, text: a.text, weight: a.weight })),
  }));
  return { items, totalCount: items.length };
}

export async function existingQuestion(scope: TenantDb, id: string) {
  const question = await findQuestion(scope, id);
  if (!question) throw new NotFoundError('Crm:QuestionNotFound');
  return question;
}

export async function updateQuestion(scope: TenantDb, id: string, input: QuestionUpdate) {
  const current = await answersOf(scope, id);
  const currentIds = new Set(current.map((a) => a.id));
  if (input.answers.some((a) => a.id && !currentIds.has(a.id)))
    throw new NotFoundError('Crm:AnswerNotFound');
  const kept = new Set(input.answers.flatMap((a) => (a.id ? [a.id] : [])));
  const removed = current.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if ((await chosenAnswerIds(scope, removed)).length > 0)
    throw new ConflictError('Crm:AnswerInUse');
  await updateQuestionRow(scope, id, {
    text: input.text,
    sort_order: input.sortOrder,
    is_active: input.isActive,
  });
  await deleteAnswers(scope, removed);
  for (const [index, answer] of input.answers.entries())
    await saveAnswer(
      scope,
      {
        id: answer.id ?? randomUUID(),
        question_id: id,
        text: answer.text,
        weight: answer.weight,
        sort_order: index,
      },
      !answer.id,
    );
}
