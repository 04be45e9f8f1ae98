// /api/app/portfolio-contract, part 1: creating, reading, changing and removing contracts.
import {
  saveContractInputSchema,
  updateContractInputSchema,
  type ContractDetailDto,
  type ContractDto,
} from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { toBasketDto } from '../baskets/basket.service';
import { AUTHENTICATED } from '../auth/route-policy';
import { inUserTenant } from '../auth/scoped';
import { idParamsSchema, skipCountSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { toContractDetailDto, toContractDto, toCustomerDto } from './contract-dto';
import {
  basketOfContract,
  customerOfContract,
  moveContactInfoToCrm,
} from './contract-parties.service';
import {
  changeDuration,
  contractPage,
  contractWithHistory,
  createContract,
  currentContract,
  deleteContract,
  hasActiveContract,
  ownContractToShow,
  updateContractFields,
} from './contracts.service';

export const CONTRACT_BASE = '/api/app/portfolio-contract';
const listQuery = v.object({
  nationalCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  skipCount: skipCountSchema,
  maxResultCount: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
    '10',
  ),
});
const durationQuery = v.object({
  contractDuration: v.pipe(
    v.string(),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(120),
  ),
});

export async function contractRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };
  const backOffice = { policy: 'Crm.PortfolioModify' };
  const B = CONTRACT_BASE;
  const idOf = (params: unknown) => parseInput(idParamsSchema, params).id;

  app.post(`${B}/save-portfolio-contract`, { config }, async (request): Promise<ContractDto> => {
    const input = parseInput(saveContractInputSchema, request.body);
    return toContractDto(
      await inUserTenant(deps.db, request, (s, u) => createContract(s, u, input)),
    );
  });

  app.post(`${B}/update-portfolio-contract`, { config }, async (request): Promise<ContractDto> => {
    const input = parseInput(updateContractInputSchema, request.body);
    return toContractDto(
      await inUserTenant(deps.db, request, (s, u) => updateContractFields(s, u, input)),
    );
  });

  app.post(
    `${B}/update-portfolio-contract-duration/:id`,
    { config: backOffice },
    async (request) => {
      const id = idOf(request.params);
      const { contractDuration } = parseInput(durationQuery, request.query);
      return toContractDto(
        await inUserTenant(deps.db, request, (s, u) => changeDuration(s, u, id, contractDuration)),
      );
    },
  );

  app.delete(`${B}/portfolio-contract/:id`, { config }, async (request, reply) => {
    const id = idOf(request.params);
    await inUserTenant(deps.db, request, (s, u) => deleteContract(s, u, id));
    return reply.status(204).send();
  });

  app.get(`${B}/active-portfolio-contract`, { config }, async (request) => {
    const contract = await inUserTenant(deps.db, request, (s, u) => currentContract(s, u.user.id));
    return contract ? toContractDto(contract) : null;
  });

  // The customer's own page (the wizard): the caller's own contract, never anyone else's.
  app.get(`${B}/current-user-portfolio-contract`, { config }, async (request) => {
    const contract = await inUserTenant(deps.db, request, (s, u) =>
      ownContractToShow(s, u.user.id),
    );
    return contract ? toContractDto(contract) : null;
  });

  app.get(`${B}/portfolio-contract-state`, { config }, async (request, reply) => {
    const contract = await inUserTenant(deps.db, request, (s, u) => currentContract(s, u.user.id));
    return reply.type('text/plain; charset=utf-8').send(contract?.state ?? '');
  });

  app.get(`${B}/has-current-user-portfolio-contract`, { config }, (request) =>
    inUserTenant(deps.db, request, (s, u) => hasActiveContract(s, u.user.id)),
  );

  app.get(`${B}/portfolio-contracts`, { config }, async (request) => {
    const query = parseInput(listQuery, request.query);
    const page = await inUserTenant(deps.db, request, (s, u) =>
      contractPage(s, u, {
        nationalCode: query.nationalCode,
        skip: query.skipCount,
        take: query.maxResultCount,
      }),
    );
    return { items: page.items.map(toContractDto), totalCount: page.totalCount };
  });

  app.get(
    `${B}/:id/portfolio-contract-by-id`,
    { config },
    async (request): Promise<ContractDetailDto> => {
      const id = idOf(request.params);
      const { contract, history } = await inUserTenant(deps.db, request, (s, u) =>
        contractWithHistory(s, u, id),
      );
      return toContractDetailDto(contract, history);
    },
  );

  app.get(`${B}/basket-info-by-portfolio-contract-id/:id`, { config }, async (request) => {
    const id = idOf(request.params);
    const basket = await inUserTenant(deps.db, request, (s, u) => basketOfContract(s, u, id));
    return basket ? toBasketDto(basket) : null;
  });

  app.get(`${B}/customer-by-portfolio-contract-id/:id`, { config }, async (request) => {
    const id = idOf(request.params);
    return toCustomerDto(
      await inUserTenant(deps.db, request, (s, u) => customerOfContract(s, u, id)),
    );
  });

  app.post(`${B}/move-contact-info-to-crm/:id`, { config: backOffice }, async (request) => {
    const id = idOf(request.params);
    return toCustomerDto(
      await inUserTenant(deps.db, request, (s, u) => moveContactInfoToCrm(s, u, id)),
    );
  });
}
