// /api/app/portfolio-contract, part 2: the contract's texts and files, the commitment, and
// signing with a one-time code sent by SMS; plus the SMS outbox for the back office.
import {
  commitmentInputSchema,
  contractIdInputSchema,
  uploadContractFileInputSchema,
  type ContractDto,
  type VerificationCodeSentDto,
} from '@crm/shared/dto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toLatinDigits } from '@crm/shared/persian';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant, inUserTenant } from '../auth/scoped';
import { BadRequestError, ConflictError } from '../errors/app-error';
import { smsSenderFor } from '../messaging/sms-sender';
import { listOutbox } from '../messaging/sms-outbox.repository';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { actorOf, contractFor } from './contract-access';
import { commitmentLetterText, contractText } from './contract-documents';
import { downloadContractFile, signWithCode, uploadContractFile } from './contract-files.service';
import { moveContract } from './contract-lifecycle';
import { toContractDto } from './contract-dto';
import { CONTRACT_BASE } from './contract.routes';
import { updateContract } from './contracts.repository';
import { checkCode, sendCode, type CodeCheck } from './verification.service';

// Latin, Persian or Arabic-Indic digits, as typed.
const codeQuery = v.object({
  code: v.pipe(v.string(), v.trim(), v.transform(toLatinDigits), v.regex(/^[0-9]{4,8}$/)),
});
const outboxQuery = v.object({
  mobile: v.optional(v.pipe(v.string(), v.maxLength(20))),
  maxResultCount: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    '10',
  ),
});
const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'Crm:VerificationCodeInvalid',
  expired: 'Crm:VerificationCodeExpired',
  exhausted: 'Crm:VerificationCodeAttemptsExceeded',
};

/** The body, or the query string when there is no body (ABP clients send either). */
const input = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' ? request.body : request.query;

export async function contractSigningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };
  const B = CONTRACT_BASE;
  const sms = smsSenderFor(deps.config);

  app.get(`${B}/:id/contract-file`, { config }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = await inUserTenant(deps.db, request, async (s, u) =>
      contractText(s, await contractFor(s, u, id)),
    );
    return reply.type('text/plain; charset=utf-8').send(body);
  });

  app.post(`${B}/download-contract-file/:id`, { config }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const file = await inUserTenant(deps.db, request, (s, u) => downloadContractFile(s, u, id));
    return reply
      .type('text/plain; charset=utf-8')
      .header('x-file-name', encodeURIComponent(file.fileName))
      .header('x-content-type', file.contentType)
      .send(file.base64);
  });

  app.post(`${B}/upload-contract-file`, { config, bodyLimit: 8 * 1024 * 1024 }, (request) => {
    const body = parseInput(uploadContractFileInputSchema, request.body);
    return inUserTenant(deps.db, request, (s, u) => uploadContractFile(s, u, body));
  });

  app.post(`${B}/commitment-letter`, { config }, async (request, reply) => {
    const { portfolioContractId } = parseInput(contractIdInputSchema, input(request));
    const letter = await inUserTenant(deps.db, request, async (s, u) =>
      commitmentLetterText(await contractFor(s, u, portfolioContractId)),
    );
    return reply.type('text/plain; charset=utf-8').send(letter);
  });

  app.post(`${B}/save-commitment-desc`, { config }, async (request, reply) => {
    const body = parseInput(commitmentInputSchema, input(request));
    const state = await inUserTenant(deps.db, request, async (s, u) => {
      const contract = await contractFor(s, u, body.portfolioContractId);
      if (contract.state !== 'ReviewContract') throw new ConflictError('Crm:ContractNotEditable');
      const accepted = {
        commitment_desc: body.commitmentDesc ?? null,
        commitment_accepted_at: new Date(),
      };
      await updateContract(s, contract.id, accepted);
      const moved = await moveContract(s, { ...contract, ...accepted }, 'SignContract', {
        actor: actorOf(u),
        actorId: u.user.id,
      });
      return moved.state;
    });
    return reply.type('text/plain; charset=utf-8').send(state);
  });

  app.post(
    `${B}/send-verification-code`,
    { config },
    async (request): Promise<VerificationCodeSentDto> => {
      const { portfolioContractId } = parseInput(contractIdInputSchema, input(request));
      return inUserTenant(deps.db, request, async (s, u) =>
        sendCode(s, sms, await contractFor(s, u, portfolioContractId), u.user.id),
      );
    },
  );

  app.post(`${B}/:id/save-contract-file`, { config }, async (request): Promise<ContractDto> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { code } = parseInput(codeQuery, request.query);
    // A wrong code is answered after the transaction commits, so that the try is counted.
    const outcome = await inUserTenant(deps.db, request, async (s, u) => {
      const contract = await contractFor(s, u, id);
      if (contract.state !== 'SignContract') throw new ConflictError('Crm:ContractNotReadyToSign');
      const check = await checkCode(s, id, code);
      return check === 'ok' ? { check, contract: await signWithCode(s, u, contract) } : { check };
    });
    if (outcome.check !== 'ok') throw new BadRequestError(CODE_ERRORS[outcome.check]);
    return toContractDto(outcome.contract!);
  });

  app.get('/api/app/sms-outbox', { config: { policy: 'Crm.PortfolioModify' } }, async (request) => {
    const query = parseInput(outboxQuery, request.query);
    const page = await inRequestTenant(deps.db, request, (s) =>
      listOutbox(s, { mobile: query.mobile, skip: 0, take: query.maxResultCount }),
    );
    return {
      totalCount: page.totalCount,
      items: page.items.map((m) => ({
        id: m.id,
        mobile: m.mobile,
        body: m.body,
        purpose: m.purpose,
        status: m.status,
        provider: m.provider,
        creationTime: m.creation_time.toISOString(),
      })),
    };
  });
}
