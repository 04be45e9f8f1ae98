// The risk questionnaire: customers read the active questions and submit their answers for a
// contract (`PUT /api/app/basket/basket-info-risk-score`); the back office (Crm.QuestionModify)
// adds and removes questions and sets the score bands of the risk levels.
import { riskScoreInputSchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant, inUserTenant } from '../auth/scoped';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { questionnaireAdminRoutes } from './questionnaire-admin.routes';
import { bandsInputSchema, questionInputSchema } from './questionnaire.schemas';
import {
  activeQuestionList,
  addQuestion,
  removeQuestion,
  riskLevels,
  setRiskLevels,
} from './questionnaire.service';
import { saveRiskScore } from './risk-score.service';

const BASE = '/api/app/questionnaire';

export async function questionnaireRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const modify = { policy: 'Crm.QuestionModify' };

  app.get(`${BASE}/questions`, { config: { policy: AUTHENTICATED } }, (request) =>
    inRequestTenant(deps.db, request, activeQuestionList),
  );

  app.put(
    '/api/app/basket/basket-info-risk-score',
    { config: { policy: AUTHENTICATED } },
    (request) => {
      const input = parseInput(riskScoreInputSchema, request.body);
      return inUserTenant(deps.db, request, (scope, user) => saveRiskScore(scope, user, input));
    },
  );

  app.post(`${BASE}/questions`, { config: modify }, (request) => {
    const input = parseInput(questionInputSchema, request.body);
    return inRequestTenant(deps.db, request, (scope) => addQuestion(scope, input));
  });

  app.delete(`${BASE}/questions/:id`, { config: modify }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await inRequestTenant(deps.db, request, (scope) => removeQuestion(scope, id));
    return reply.status(204).send();
  });

  app.get(`${BASE}/risk-levels`, { config: { policy: AUTHENTICATED } }, (request) =>
    inRequestTenant(deps.db, request, riskLevels),
  );

  app.put(`${BASE}/risk-levels`, { config: modify }, async (request, reply) => {
    const { bands } = parseInput(bandsInputSchema, request.body);
    await inRequestTenant(deps.db, request, (scope) => setRiskLevels(scope, bands));
    return reply.status(204).send();
  });

  await questionnaireAdminRoutes(app, deps);
}
