// /api/app/portfolio-wage: the back office's wage plans (Crm.PortfolioWage), and the plan in
// force for a basket as a customer choosing it sees it.
import { wagePlanInputSchema, type WagePlanTermsDto } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant, inUserTenant } from '../auth/scoped';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import {
  basketWagePlan,
  changePlan,
  createPlan,
  listPlans,
  removePlan,
} from './wage-plans.service';

export const WAGE_BASE = '/api/app/portfolio-wage';

export async function wagePlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const manage = { policy: 'Crm.PortfolioWage' };
  const W = WAGE_BASE;
  const idOf = (params: unknown) => parseInput(idParamsSchema, params).id;

  app.get(`${W}/wage-plans`, { config: manage }, (request) =>
    inRequestTenant(deps.db, request, listPlans),
  );

  app.post(`${W}/wage-plans`, { config: manage }, (request) => {
    const input = parseInput(wagePlanInputSchema, request.body);
    return inRequestTenant(deps.db, request, (scope) => createPlan(scope, input));
  });

  app.put(`${W}/wage-plans/:id`, { config: manage }, (request) => {
    const id = idOf(request.params);
    const input = parseInput(wagePlanInputSchema, request.body);
    return inRequestTenant(deps.db, request, (scope) => changePlan(scope, id, input));
  });

  app.delete(`${W}/wage-plans/:id`, { config: manage }, async (request, reply) => {
    const id = idOf(request.params);
    await inRequestTenant(deps.db, request, (scope) => removePlan(scope, id));
    return reply.status(204).send();
  });

  app.get(
    `${W}/basket-wage-plan/:id`,
    { config: { policy: AUTHENTICATED } },
    (request): Promise<WagePlanTermsDto | null> => {
      const id = idOf(request.params);
      return inUserTenant(deps.db, request, (scope, user) => basketWagePlan(scope, user, id));
    },
  );
}
