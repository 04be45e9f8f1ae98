// The questionnaire as customers read it (the active questions, the risk levels) and the back
// office's additions, removals and score bands. Editing a question is questionnaire-admin's.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import {
  activeQuestions,
  deleteQuestion,
  insertQuestion,
  levelBands,
  replaceLevelBands,
} from './questionnaire.repository';
import type { BandsInput, QuestionInput } from './questionnaire.schemas';

export async function activeQuestionList(scope: TenantDb) {
  const questions = await activeQuestions(scope);
  return {
    totalCount: questions.length,
    items: questions.map((q) => ({
      id: q.id,
      text: q.text,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text, weight: a.weight })),
    })),
  };
}

export async function addQuestion(scope: TenantDb, input: QuestionInput) {
  const id = randomUUID();
  await insertQuestion(
    scope,
    { id, text: input.text, sort_order: input.sortOrder },
    input.answers.map((a, i) => ({
      id: randomUUID(),
      text: a.text,
      weight: a.weight,
      sort_order: i,
    })),
  );
  return { id };
}

export async function removeQuestion(scope: TenantDb, id: string): Promise<void> {
  if (!(await deleteQuestion(scope, id))) throw new NotFoundError('Crm:QuestionNotFound');
}

export async function riskLevels(scope: TenantDb) {
  const bands = await levelBands(scope);
  return { items: bands.map((b) => ({ level: b.level, minScore: b.min_score, title: b.title })) };
}

export async function setRiskLevels(scope: TenantDb, bands: BandsInput['bands']) {
  await replaceLevelBands(
    scope,
    bands.map((b) => ({ level: b.level, min_score: b.minScore, title: b.title })),
  );
}
