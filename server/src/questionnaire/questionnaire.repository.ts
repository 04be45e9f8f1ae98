// The risk questionnaire: questions with weighted answers, the score bands of the risk levels
// and each contract's answers.
import type { Insertable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { RiskAnswerTable, RiskQuestionTable } from './questionnaire.tables';

export async function insertQuestion(
  scope: TenantDb,
  question: Insertable<RiskQuestionTable>,
  answers: readonly Omit<Insertable<RiskAnswerTable>, 'question_id'>[],
) {
  await scope.db.insertInto('risk_question').values(question).execute();
  if (answers.length > 0)
    await scope.db
      .insertInto('risk_answer')
      .values(answers.map((a) => ({ ...a, question_id: question.id })))
      .execute();
}

export async function deleteQuestion(scope: TenantDb, id: string): Promise<boolean> {
  const result = await scope.db.deleteFrom('risk_question').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function activeQuestions(scope: TenantDb) {
  const questions = await scope.db
    .selectFrom('risk_question')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .execute();
  const answers = await scope.db
    .selectFrom('risk_answer')
    .selectAll()
    .orderBy('sort_order')
    .execute();
  return questions.map((q) => ({ ...q, answers: answers.filter((a) => a.question_id === q.id) }));
}

export function levelBands(scope: TenantDb) {
  return scope.db.selectFrom('risk_level_band').selectAll().orderBy('level').execute();
}

export async function replaceLevelBands(
  scope: TenantDb,
  bands: readonly { level: number; min_score: number; title: string }[],
) {
  await scope.db.deleteFrom('risk_level_band').execute();
  if (bands.length > 0)
    await scope.db
      .insertInto('risk_level_band')
      .values([...bands])
      .execute();
}

export async function saveContractAnswers(
  scope: TenantDb,
  contractId: string,
  answers: readonly { questionId: string; answerId: string }[],
) {
  await scope.db.deleteFrom('contract_answer').where('contract_id', '=', contractId).execute();
  await scope.db
    .insertInto('contract_answer')
    .values(
      answers.map((a) => ({
        contract_id: contractId,
        question_id: a.questionId,
        answer_id: a.answerId,
      })),
    )
    .execute();
}
