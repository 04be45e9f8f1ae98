// /api/app/basket: the basket catalogue, the signed-in customer's approved baskets, the
// selected basket, and the valuation date range of a basket.
import { basketQuerySchema, dayResultSchema, type DayResultDto } from '@crm/shared/dto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { inUserTenant } from '../auth/scoped';
import { BadRequestError, NotFoundError } from '../errors/app-error';
import { basketAdminRoutes } from './basket-admin.routes';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import {
  approvedBaskets,
  basketCatalogue,
  basketDateRange,
  currentBasketInfo,
  selectBasket,
} from './basket.service';

const BASE = '/api/app/basket';
const toDateQuery = v.object({ toDate: v.optional(dayResultSchema.entries.date) });

export async function basketRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };
  const catalogue = (request: FastifyRequest) => {
    const query = parseInput(basketQuerySchema, request.query);
    return inUserTenant(deps.db, request, (scope, user) =>
      basketCatalogue(scope, user, {
        filter: query.filter,
        kind: query.kind,
        riskLevels: query.maxRiskLevel
          ? Array.from({ length: query.maxRiskLevel }, (_, i) => i + 1)
          : undefined,
        skip: query.skipCount,
        take: query.maxResultCount,
      }),
    );
  };

  app.get(`${BASE}/basket-list`, { config }, catalogue);

  app.get(`${BASE}/basket-list-with-out-risk-value`, { config }, async (request) => {
    const page = await catalogue(request);
    return {
      totalCount: page.totalCount,
      items: page.items.map(({ basketID, basketName, basketCode, kind }) => ({
        basketID,
        basketName,
        basketCode,
        kind,
      })),
    };
  });

  app.get(`${BASE}/approved-baskets-list`, { config }, (request) =>
    inUserTenant(deps.db, request, approvedBaskets),
  );

  app.put(`${BASE}/basket-id/:id`, { config }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await inUserTenant(deps.db, request, (scope, user) => selectBasket(scope, user, id));
    return reply.status(204).send();
  });

  app.get(`${BASE}/current-user-basket-info`, { config }, (request) =>
    inUserTenant(deps.db, request, currentBasketInfo),
  );

  app.get(`${BASE}/to-date-for-basket/:id`, { config }, async (request): Promise<DayResultDto> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const span = await inUserTenant(deps.db, request, (scope, user) =>
      basketDateRange(scope, user, id),
    );
    if (!span.last) throw new NotFoundError('Crm:BasketHasNoValuation');
    return { date: span.last };
  });

  app.get(
    `${BASE}/from-date-for-basket/:id`,
    { config },
    async (request): Promise<DayResultDto> => {
      const { id } = parseInput(idParamsSchema, request.params);
      const { toDate } = parseInput(toDateQuery, request.query);
      const span = await inUserTenant(deps.db, request, (scope, user) =>
        basketDateRange(scope, user, id),
      );
      if (!span.first || !span.last) throw new NotFoundError('Crm:BasketHasNoValuation');
      if (toDate && toDate < span.first)
        throw new BadRequestError('Crm:ToDateBeforeFirstValuation', [span.first]);
      return { date: span.first };
    },
  );

  await basketAdminRoutes(app, deps);
}
