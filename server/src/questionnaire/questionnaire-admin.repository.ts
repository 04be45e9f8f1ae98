// The questionnaire as the back office edits it: every question in order with its answers, and
// changes to one question and its answers.
import type { TenantDb } from '../db/tenant-scope';

export async function allQuestions(scope: TenantDb) {
  const [questions, answers] = await Promise.all([
    scope.db
      .selectFrom('risk_question')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('text')
      .execute(),
    scope.db.selectFrom('risk_answer').selectAll().orderBy('sort_order').execute(),
  ]);
  return questions.map((q) => ({ ...q, answers: answers.filter((a) => a.question_id === q.id) }));
}

export function findQuestion(scope: TenantDb, id: string) {
  return scope.db.selectFrom('risk_question').selectAll().where('id', '=', id).executeTakeFirst();
}

export function answersOf(scope: TenantDb, questionId: string) {
  return scope.db
    .selectFrom('risk_answer')
    .selectAll()
    .where('question_id', '=', questionId)
    .execute();
}

/** Answer ids (of the given ones) that some contract chose. */
export async function chosenAnswerIds(scope: TenantDb, answerIds: readonly string[]) {
  if (answerIds.length === 0) return [];
  const rows = await scope.db
    .selectFrom('contract_answer')
    .select('answer_id')
    .distinct()
    .where('answer_id', 'in', [...answerIds])
    .execute();
  return rows.map((row) => row.answer_id);
}

export async function updateQuestionRow(
  scope: TenantDb,
  id: string,
  changes: { text: string; sort_order: number; is_active: boolean },
) {
  await scope.db.updateTable('risk_question').set(changes).where('id', '=', id).execute();
}

export async function deleteAnswers(scope: TenantDb, ids: readonly string[]) {
  if (ids.length > 0)
    await scope.db
      .deleteFrom('risk_answer')
      .where('id', 'in', [...ids])
      .execute();
}

export async function saveAnswer(
  scope: TenantDb,
  answer: { id: string; question_id: string; text: string; weight: number; sort_order: number },
  isNew: boolean,
) {
  if (isNew) await scope.db.insertInto('risk_answer').values(answer).execute();
  else
    await scope.db
      .updateTable('risk_answer')
      .set({ text: answer.text, weight: answer.weight, sort_order: answer.sort_order })
      .where('id', '=', answer.id)
      .where('question_id', '=', answer.question_id)
      .execute();
}
