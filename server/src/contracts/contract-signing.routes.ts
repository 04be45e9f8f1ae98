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
import { smsSenderFor } from '../messaging/sms-sender';
import { outboxPage } from '../messaging/sms-outbox.service';
import { idParamsSchema } from '../web/paging';
import { parseInput } from '../web/validate';
import { downloadContractFile, uploadContractFile } from './contract-files.service';
import { toContractDto } from './contract-dto';
import {
  acceptCommitment,
  commitmentLetterFor,
  contractTextFor,
  sendSigningCode,
  signedContract,
  signWithVerificationCode,
} from './contract-signing.service';
import { CONTRACT_BASE } from './contract.routes';

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

/** The body, or the query string when there is no body (ABP clients send either). */
const input = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' ? request.body : request.query;

export async function contractSigningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };
  const B = CONTRACT_BASE;
  const sms = smsSenderFor(deps.config);

  app.get(`${B}/:id/contract-file`, { config }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = await inUserTenant(deps.db, request, (s, u) => contractTextFor(s, u, id));
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
    const letter = await inUserTenant(deps.db, request, (s, u) =>
      commitmentLetterFor(s, u, portfolioContractId),
    );
    return reply.type('text/plain; charset=utf-8').send(letter);
  });

  app.post(`${B}/save-commitment-desc`, { config }, async (request, reply) => {
    const body = parseInput(commitmentInputSchema, input(request));
    const state = await inUserTenant(deps.db, request, (s, u) =>
      acceptCommitment(s, u, body.portfolioContractId, body.commitmentDesc),
    );
    return reply.type('text/plain; charset=utf-8').send(state);
  });

  app.post(
    `${B}/send-verification-code`,
    { config },
    async (request): Promise<VerificationCodeSentDto> => {
      const { portfolioContractId } = parseInput(contractIdInputSchema, input(request));
      return inUserTenant(deps.db, request, (s, u) =>
        sendSigningCode(s, sms, u, portfolioContractId),
      );
    },
  );

  app.post(`${B}/:id/save-contract-file`, { config }, async (request): Promise<ContractDto> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { code } = parseInput(codeQuery, request.query);
    // A wrong code is answered after the transaction commits, so that the try is counted.
    const outcome = await inUserTenant(deps.db, request, (s, u) =>
      signWithVerificationCode(s, u, id, code),
    );
    return toContractDto(signedContract(outcome));
  });

  app.get('/api/app/sms-outbox', { config: { policy: 'Crm.PortfolioModify' } }, async (request) => {
    const query = parseInput(outboxQuery, request.query);
    return inRequestTenant(deps.db, request, (s) =>
      outboxPage(s, { mobile: query.mobile, take: query.maxResultCount }),
    );
  });
}
