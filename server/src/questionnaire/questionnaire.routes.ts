// The risk questionnaire: customers read the active questions and submit their answers for a
// contract (`PUT /api/app/basket/basket-info-risk-score`); the back office (Crm.QuestionModify)
// adds and removes questions and sets the score bands of the risk levels.
import { randomUUID } from 'node:crypto';
import { riskScoreInputSchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant, inUserTenant } from '../auth/scoped';
import { NotFoundError } from '../errors/app-error';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import {
  activeQuestions,
  deleteQuestion,
  insertQuestion,
  levelBands,
  replaceLevelBands,
} from './questionnaire.repository';
import { questionnaireAdminRoutes } from './questionnaire-admin.routes';
import { saveRiskScore } from './risk-score.service';

const BASE = '/api/app/questionnaire';
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
export const questionInputSchema = v.strictObject({
  text,
  sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
  answers: v.pipe(
    v.array(
      v.strictObject({
        text,
        weight: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
      }),
    ),
    v.minLength(2),
    v.maxLength(10),
  ),
});
export const bandsInputSchema = v.strictObject({
  bands: v.pipe(
    v.array(
      v.strictObject({
        level: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
        minScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
        title: text,
      }),
    ),
    v.minLength(1),
    v.maxLength(5),
    // One band per level: the level is the band's key.
    v.check(
      (bands) => new Set(bands.map((band) => band.level)).size === bands.length,
      'Each risk level may have one band only.',
    ),
  ),
});

export async function questionnaireRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const modify = { policy: 'Crm.QuestionModify' };

  app.get(`${BASE}/questions`, { config: { policy: AUTHENTICATED } }, async (request) => {
    const questions = await inRequestTenant(deps.db, request, activeQuestions);
    return {
      totalCount: questions.length,
      items: questions.map((q) => ({
        id: q.id,
        text: q.text,
        answers: q.answers.map((a) => ({ id: a.id, text: a.text, weight: a.weight })),
      })),
    };
  });

  app.put(
    '/api/app/basket/basket-info-risk-score',
    { config: { policy: AUTHENTICATED } },
    (request) => {
      const input = parseInput(riskScoreInputSchema, request.body);
      return inUserTenant(deps.db, request, (scope, user) => saveRiskScore(scope, user, input));
    },
  );

  app.post(`${BASE}/questions`, { config: modify }, async (request) => {
    const input = parseInput(questionInputSchema, request.body);
    const id = randomUUID();
    await inRequestTenant(deps.db, request, (scope) =>
      insertQuestion(
        scope,
        { id, text: input.text, sort_order: input.sortOrder },
        input.answers.map((a, i) => ({
          id: randomUUID(),
          text: a.text,
          weight: a.weight,
          sort_order: i,
        })),
      ),
    );
    return { id };
  });

  app.delete(`${BASE}/questions/:id`, { config: modify }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const deleted = await inRequestTenant(deps.db, request, (scope) => deleteQuestion(scope, id));
    if (!deleted) throw new NotFoundError('Crm:QuestionNotFound');
    return reply.status(204).send();
  });

  app.get(`${BASE}/risk-levels`, { config: { policy: AUTHENTICATED } }, async (request) => {
    const bands = await inRequestTenant(deps.db, request, levelBands);
    return { items: bands.map((b) => ({ level: b.level, minScore: b.min_score, title: b.title })) };
  });

  app.put(`${BASE}/risk-levels`, { config: modify }, async (request, reply) => {
    const { bands } = parseInput(bandsInputSchema, request.body);
    await inRequestTenant(deps.db, request, (scope) =>
      replaceLevelBands(
        scope,
        bands.map((b) => ({ level: b.level, min_score: b.minScore, title: b.title })),
      ),
    );
    return reply.status(204).send();
  });

  await questionnaireAdminRoutes(app, deps);
}
