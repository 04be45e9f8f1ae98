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
import { isBackOffice } from '../baskets/basket-access';
import { toBasketDto } from '../baskets/basket.service';
import { findBasket } from '../baskets/baskets.repository';
import { AUTHENTICATED } from '../auth/route-policy';
import { inUserTenant } from '../auth/scoped';
import { NotFoundError } from '../errors/app-error';
import { findUserById } from '../identity/users.repository';
import { idParamsSchema, skipCountSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { contractFor } from './contract-access';
import { toContractDetailDto, toContractDto, toCustomerDto } from './contract-dto';
import { historyOf, listContracts, updateContract } from './contracts.repository';
import {
  changeDuration,
  createContract,
  currentContract,
  deleteContract,
  hasActiveContract,
  updateContractFields,
} from './contracts.service';
import { copyContactInfo } from './customers.repository';

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
      listContracts(s, {
        nationalCode: query.nationalCode || undefined,
        ...(isBackOffice(u) ? {} : { customerId: u.user.id }),
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
      return inUserTenant(deps.db, request, async (s, u) =>
        toContractDetailDto(await contractFor(s, u, id), await historyOf(s, id)),
      );
    },
  );

  app.get(`${B}/basket-info-by-portfolio-contract-id/:id`, { config }, async (request) => {
    const id = idOf(request.params);
    return inUserTenant(deps.db, request, async (s, u) => {
      const contract = await contractFor(s, u, id);
      const basket = contract.basket_id ? await findBasket(s, contract.basket_id) : undefined;
      return basket ? toBasketDto(basket) : null;
    });
  });

  app.get(`${B}/customer-by-portfolio-contract-id/:id`, { config }, async (request) => {
    const id = idOf(request.params);
    return inUserTenant(deps.db, request, async (s, u) => {
      const contract = await contractFor(s, u, id);
      const customer = await findUserById(s, contract.customer_id);
      if (!customer) throw new NotFoundError('Crm:CustomerNotFound');
      return toCustomerDto(customer);
    });
  });

  app.post(`${B}/move-contact-info-to-crm/:id`, { config: backOffice }, async (request) => {
    const id = idOf(request.params);
    return inUserTenant(deps.db, request, async (s, u) => {
      const contract = await contractFor(s, u, id);
      await copyContactInfo(s, contract.customer_id, {
        name: contract.first_name,
        surname: contract.last_name,
        phoneNumber: contract.mobile,
        nationalCode: contract.national_code,
      });
      await updateContract(s, id, { moved_to_crm_at: new Date() });
      return toCustomerDto((await findUserById(s, contract.customer_id))!);
    });
  });
}
