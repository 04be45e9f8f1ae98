// /api/app/questionnaire, back office (Crm.QuestionModify): every question with its answers,
// active or not, and changing a question.
import { questionUpdateSchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { inRequestTenant } from '../auth/scoped';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { existingQuestion, questionsForAdmin, updateQuestion } from './questionnaire-admin.service';

const BASE = '/api/app/questionnaire';

export async function questionnaireAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { policy: 'Crm.QuestionModify' };

  app.get(`${BASE}/all-questions`, { config }, (request) =>
    inRequestTenant(deps.db, request, questionsForAdmin),
  );

  app.put(`${BASE}/questions/:id`, { config }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await inRequestTenant(deps.db, request, async (scope) => {
      await existingQuestion(scope, id);
      await updateQuestion(scope, id, parseInput(questionUpdateSchema, request.body));
    });
    return reply.status(204).send();
  });
}
