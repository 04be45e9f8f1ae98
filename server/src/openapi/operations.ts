// The business calls documented in the OpenAPI document: what each takes and answers, by the
// same valibot schemas the server validates with (shared ones from @crm/shared/dto).
import * as dto from '@crm/shared/dto';
import * as v from 'valibot';
import { bandsInputSchema, questionInputSchema } from '../questionnaire/questionnaire.schemas';
import { numberQuerySchema } from '../utilities/utilities.routes';
import { REPORT_OPERATIONS, REPORT_PREFIXES } from '../reports/report.operations';
import type { Operation } from './operation';

export type { MembersSchema, Operation } from './operation';

const id = v.object({ portfolioContractId: dto.uuidSchema });
const paging = v.object({
  skipCount: v.optional(v.string()),
  maxResultCount: v.optional(v.string()),
});
const importReport = v.object({
  kind: v.picklist(['prices', 'deals', 'cash-flows']),
  rows: dto.countSchema,
  applied: v.boolean(),
  inserted: dto.countSchema,
  unchanged: dto.countSchema,
  rejected: v.array(
    v.object({ line: dto.countSchema, column: v.string(), code: v.string(), reason: v.string() }),
  ),
});
const outbox = dto.pagedSchema(
  v.object({
    id: dto.uuidSchema,
    mobile: v.string(),
    body: v.string(),
    purpose: v.string(),
    status: v.string(),
    provider: v.string(),
    creationTime: dto.isoInstantSchema,
  }),
);
const bands = v.object({
  items: v.array(v.object({ level: dto.riskLevelSchema, minScore: v.number(), title: v.string() })),
});

const B = '/api/app/basket';
const C = '/api/app/portfolio-contract';
const Q = '/api/app/questionnaire';
const W = '/api/app/portfolio-wage';
const listQuery = v.object({ filter: v.optional(v.string()), ...paging.entries });

export const OPERATIONS: Readonly<Record<string, Operation>> = {
  [`GET ${B}/basket-list`]: {
    summary: 'Baskets: all (back office) or on offer (customer)',
    tag: 'Basket',
    query: dto.basketQuerySchema,
    response: dto.basketListSchema,
  },
  [`GET ${B}/basket-list-with-out-risk-value`]: {
    summary: 'Baskets on offer without risk levels',
    tag: 'Basket',
    query: dto.basketQuerySchema,
    response: dto.basketWithoutRiskListSchema,
  },
  [`GET ${B}/approved-baskets-list`]: {
    summary: "The signed-in customer's approved baskets",
    tag: 'Basket',
    response: dto.basketListSchema,
  },
  [`PUT ${B}/basket-id/:id`]: {
    summary: 'Select one of the caller’s approved baskets',
    tag: 'Basket',
    response: 'none',
  },
  [`GET ${B}/current-user-basket-info`]: {
    summary: 'The selected basket with its latest valuation (null without baskets)',
    tag: 'Basket',
    response: v.nullable(dto.currentBasketInfoSchema),
  },
  [`GET ${B}/to-date-for-basket/:id`]: {
    summary: 'Last valued day of a basket',
    tag: 'Basket',
    response: dto.dayResultSchema,
  },
  [`GET ${B}/from-date-for-basket/:id`]: {
    summary: 'First valued day of a basket',
    tag: 'Basket',
    query: v.object({ toDate: v.optional(dto.isoDaySchema) }),
    response: dto.dayResultSchema,
  },
  [`GET ${B}/basket-admin-list`]: {
    summary: 'Every basket with its member count and wage plan in force (back office)',
    tag: 'Basket',
    query: listQuery,
    response: dto.basketAdminListSchema,
  },
  [`POST ${B}/create-basket`]: {
    summary: 'Create a basket (back office)',
    tag: 'Basket',
    body: dto.basketInputSchema,
    response: dto.basketAdminSchema,
  },
  [`PUT ${B}/update-basket/:id`]: {
    summary: 'Change a basket: name, code, kind, risk level, state, approval (back office)',
    tag: 'Basket',
    body: dto.basketInputSchema,
    response: dto.basketAdminSchema,
  },
  [`PUT ${B}/basket-info-risk-score`]: {
    summary: 'Answer the risk questionnaire of a contract',
    tag: 'Basket',
    body: dto.riskScoreInputSchema,
    response: dto.riskScoreResultSchema,
  },
  [`POST ${C}/save-portfolio-contract`]: {
    summary: 'Create a contract',
    tag: 'PortfolioContract',
    body: dto.saveContractInputSchema,
    response: dto.contractSchema,
  },
  [`POST ${C}/update-portfolio-contract`]: {
    summary: 'Change a contract’s fields and/or move it to its next state',
    tag: 'PortfolioContract',
    body: dto.updateContractInputSchema,
    response: dto.contractSchema,
  },
  [`POST ${C}/update-portfolio-contract-duration/:id`]: {
    summary: 'Change the duration (months; back office)',
    tag: 'PortfolioContract',
    query: v.object({ contractDuration: v.string() }),
    response: dto.contractSchema,
  },
  [`DELETE ${C}/portfolio-contract/:id`]: {
    summary: 'Cancel and remove a contract not yet active',
    tag: 'PortfolioContract',
    response: 'none',
  },
  [`GET ${C}/active-portfolio-contract`]: {
    summary: 'The contract in progress, else the latest active one',
    tag: 'PortfolioContract',
    response: v.nullable(dto.contractSchema),
  },
  [`GET ${C}/current-user-portfolio-contract`]: {
    summary:
      'The caller’s own contract for their contract page: in progress, else active, else the latest',
    tag: 'PortfolioContract',
    response: v.nullable(dto.contractSchema),
  },
  [`GET ${C}/portfolio-contract-state`]: {
    summary: 'State code of the current contract (empty without one)',
    tag: 'PortfolioContract',
    response: 'text',
  },
  [`GET ${C}/has-current-user-portfolio-contract`]: {
    summary: 'Whether the caller has an active contract',
    tag: 'PortfolioContract',
    response: v.boolean(),
  },
  [`GET ${C}/portfolio-contracts`]: {
    summary: 'Contracts by national code (back office) or the caller’s own',
    tag: 'PortfolioContract',
    query: v.object({ nationalCode: v.optional(v.string()), ...paging.entries }),
    response: dto.contractListSchema,
  },
  [`GET ${C}/:id/portfolio-contract-by-id`]: {
    summary: 'A contract with its history',
    tag: 'PortfolioContract',
    response: dto.contractDetailSchema,
  },
  [`GET ${C}/basket-info-by-portfolio-contract-id/:id`]: {
    summary: 'The basket of a contract',
    tag: 'PortfolioContract',
    response: v.nullable(dto.basketSchema),
  },
  [`GET ${C}/customer-by-portfolio-contract-id/:id`]: {
    summary: 'The customer of a contract',
    tag: 'PortfolioContract',
    response: dto.customerOfContractSchema,
  },
  [`POST ${C}/move-contact-info-to-crm/:id`]: {
    summary: 'Copy the contract’s contact details to the customer’s profile',
    tag: 'PortfolioContract',
    response: dto.customerOfContractSchema,
  },
  [`GET ${C}/:id/contract-file`]: {
    summary: 'The contract text (Persian)',
    tag: 'PortfolioContract',
    response: 'text',
  },
  [`POST ${C}/download-contract-file/:id`]: {
    summary: 'The newest contract file, base64 (name and type in x-file-name, x-content-type)',
    tag: 'PortfolioContract',
    response: 'text',
  },
  [`POST ${C}/upload-contract-file`]: {
    summary: 'Attach a file, or (back office) the signed contract',
    tag: 'PortfolioContract',
    body: dto.uploadContractFileInputSchema,
    response: dto.contractFileInfoSchema,
  },
  [`POST ${C}/commitment-letter`]: {
    summary: 'The commitment letter text',
    tag: 'PortfolioContract',
    body: id,
    response: 'text',
  },
  [`POST ${C}/save-commitment-desc`]: {
    summary: 'Accept the commitment (answers the new state code)',
    tag: 'PortfolioContract',
    body: dto.commitmentInputSchema,
    response: 'text',
  },
  [`POST ${C}/send-verification-code`]: {
    summary: 'Send the one-time signing code by SMS',
    tag: 'PortfolioContract',
    body: id,
    response: dto.verificationCodeSentSchema,
  },
  [`POST ${C}/:id/save-contract-file`]: {
    summary: 'Sign with the one-time code',
    tag: 'PortfolioContract',
    query: v.object({ code: v.string() }),
    response: dto.contractSchema,
  },
  [`GET ${Q}/questions`]: {
    summary: 'The active risk questions',
    tag: 'Questionnaire',
    response: dto.riskQuestionnaireSchema,
  },
  [`POST ${Q}/questions`]: {
    summary: 'Add a question with weighted answers',
    tag: 'Questionnaire',
    body: questionInputSchema,
    response: v.object({ id: dto.uuidSchema }),
  },
  [`DELETE ${Q}/questions/:id`]: {
    summary: 'Remove a question',
    tag: 'Questionnaire',
    response: 'none',
  },
  [`GET ${Q}/all-questions`]: {
    summary: 'Every question, active or not, with weighted answers (back office)',
    tag: 'Questionnaire',
    response: dto.adminQuestionListSchema,
  },
  [`PUT ${Q}/questions/:id`]: {
    summary: 'Change a question: text, order, active flag and answers',
    tag: 'Questionnaire',
    body: dto.questionUpdateSchema,
    response: 'none',
  },
  [`GET ${W}/wage-plans`]: {
    summary: 'Every wage plan with its usage (back office)',
    tag: 'PortfolioWage',
    response: dto.wagePlanListSchema,
  },
  [`POST ${W}/wage-plans`]: {
    summary: 'Create a wage plan (no overlapping periods per basket kind and risk level)',
    tag: 'PortfolioWage',
    body: dto.wagePlanInputSchema,
    response: dto.wagePlanSchema,
  },
  [`PUT ${W}/wage-plans/:id`]: {
    summary: 'Change a wage plan',
    tag: 'PortfolioWage',
    body: dto.wagePlanInputSchema,
    response: dto.wagePlanSchema,
  },
  [`DELETE ${W}/wage-plans/:id`]: {
    summary: 'Delete a wage plan no basket or contract uses',
    tag: 'PortfolioWage',
    response: 'none',
  },
  [`GET ${W}/basket-wage-plan/:id`]: {
    summary: 'The wage plan in force for a basket on offer or held (null without one)',
    tag: 'PortfolioWage',
    response: v.nullable(dto.wagePlanTermsSchema),
  },
  [`GET ${Q}/risk-levels`]: {
    summary: 'Score bands of the risk levels',
    tag: 'Questionnaire',
    response: bands,
  },
  [`PUT ${Q}/risk-levels`]: {
    summary: 'Replace the score bands',
    tag: 'Questionnaire',
    body: bandsInputSchema,
    response: 'none',
  },
  ['POST /api/app/setting/convert-number-to-text']: {
    summary: 'A number (integer, or decimal with up to nine decimals) in Persian words',
    tag: 'Utilities',
    query: numberQuerySchema,
    response: 'text',
  },
  ['POST /api/app/import/:kind']: {
    summary: 'Import a CSV of prices, deals or cash flows (text/csv)',
    tag: 'Import',
    body: v.string(),
    bodyType: 'text/csv',
    response: importReport,
  },
  ['GET /api/app/sms-outbox']: {
    summary: 'SMS sent (back office)',
    tag: 'Messaging',
    query: v.object({ mobile: v.optional(v.string()), maxResultCount: v.optional(v.string()) }),
    response: outbox,
  },
  ...REPORT_OPERATIONS,
};

/** Route prefixes of the business calls (each must have an operation above). */
export const BUSINESS_PREFIXES = [
  B,
  C,
  Q,
  W,
  '/api/app/setting/convert-number-to-text',
  '/api/app/import',
  '/api/app/sms-outbox',
  ...REPORT_PREFIXES,
];

export function isBusinessRoute(url: string): boolean {
  return BUSINESS_PREFIXES.some((prefix) => url.startsWith(prefix));
}
