// /api/app/basket, back office (Crm.PortfolioModify): every basket with its members and wage
// plan, creating a basket and changing one.
import { basketInputSchema, searchFilterSchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { inRequestTenant } from '../auth/scoped';
import { idParamsSchema, skipCountSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import {
  basketAdminList,
  changeBasket,
  createBasket,
  existingBasket,
} from './basket-admin.service';

const BASE = '/api/app/basket';
const listQuery = v.object({
  filter: searchFilterSchema,
  skipCount: skipCountSchema,
  maxResultCount: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
    '10',
  ),
});

export async function basketAdminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: 'Crm.PortfolioModify' };

  app.get(`${BASE}/basket-admin-list`, { config }, (request) => {
    const query = parseInput(listQuery, request.query);
    return inRequestTenant(deps.db, request, (scope) =>
      basketAdminList(scope, {
        filter: query.filter || undefined,
        skip: query.skipCount,
        take: query.maxResultCount,
      }),
    );
  });

  app.post(`${BASE}/create-basket`, { config }, (request) => {
    const input = parseInput(basketInputSchema, request.body);
    return inRequestTenant(deps.db, request, (scope) => createBasket(scope, input));
  });

  app.put(`${BASE}/update-basket/:id`, { config }, (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return inRequestTenant(deps.db, request, async (scope) => {
      const basket = await existingBasket(scope, id);
      return changeBasket(scope, basket, parseInput(basketInputSchema, request.body));
    });
  });
}
