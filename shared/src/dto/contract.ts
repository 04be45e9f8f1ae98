// /api/app/portfolio-contract: contracts, their inputs, and the questionnaire the wizard shows.
import * as v from 'valibot';
import { countSchema, isoDaySchema, isoInstantSchema, uuidSchema } from './common';
import { riskLevelSchema } from './basket';

/** The ten states of a contract's lifecycle (the server's transitions: contract-states.ts). */
export const CONTRACT_STATES = [
  'CompleteUserInformation',
  'AnswerQuestionnaire',
  'SelectBasket',
  'ReviewContract',
  'SignContract',
  'PendingApproval',
  'Active',
  'Rejected',
  'Cancelled',
  'Expired',
] as const;

export type ContractState = (typeof CONTRACT_STATES)[number];

export const contractStateSchema = v.picklist(CONTRACT_STATES);

export const contractHistoryEntrySchema = v.object({
  fromState: v.nullable(contractStateSchema),
  toState: contractStateSchema,
  actorId: v.nullable(uuidSchema),
  note: v.nullable(v.string()),
  creationTime: isoInstantSchema,
});

export const contractSchema = v.object({
  id: uuidSchema,
  customerId: uuidSchema,
  stateCode: contractStateSchema,
  nationalCode: v.string(),
  mobile: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  sheba: v.nullable(v.string()),
  address: v.nullable(v.string()),
  birthDate: v.nullable(isoDaySchema),
  basketId: v.nullable(uuidSchema),
  wagePlanId: v.nullable(uuidSchema),
  isFromBackOffice: v.boolean(),
  /** Months. */
  contractDuration: countSchema,
  startDate: v.nullable(isoDaySchema),
  endDate: v.nullable(isoDaySchema),
  riskScore: v.nullable(v.number()),
  riskLevel: v.nullable(riskLevelSchema),
  commitmentDesc: v.nullable(v.string()),
  signedAt: v.nullable(isoInstantSchema),
  approvedAt: v.nullable(isoInstantSchema),
  rejectionReason: v.nullable(v.string()),
  movedToCrmAt: v.nullable(isoInstantSchema),
  creationTime: isoInstantSchema,
  lastModificationTime: v.nullable(isoInstantSchema),
});

export const contractDetailSchema = v.object({
  ...contractSchema.entries,
  history: v.array(contractHistoryEntrySchema),
});

export const contractListSchema = v.object({
  items: v.array(contractSchema),
  totalCount: countSchema,
});

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** POST save-portfolio-contract (spec §3). */
export const saveContractInputSchema = v.strictObject({
  stateCode: contractStateSchema,
  nationalCode: v.optional(v.nullable(text(20)), ''),
  basketId: v.optional(v.nullable(uuidSchema)),
  isFromBackOffice: v.optional(v.boolean(), false),
});

/** POST update-portfolio-contract: the fields to change and, optionally, the next state. */
export const updateContractInputSchema = v.strictObject({
  id: uuidSchema,
  stateCode: v.optional(contractStateSchema),
  nationalCode: v.optional(text(20)),
  mobile: v.optional(text(20)),
  firstName: v.optional(text(100)),
  lastName: v.optional(text(100)),
  sheba: v.optional(text(40)),
  address: v.optional(text(500)),
  birthDate: v.optional(v.nullable(isoDaySchema)),
  basketId: v.optional(v.nullable(uuidSchema)),
  /** Back office only. */
  wagePlanId: v.optional(v.nullable(uuidSchema)),
  isFromBackOffice: v.optional(v.boolean()),
  rejectionReason: v.optional(v.nullable(text(1000))),
});

export const customerOfContractSchema = v.object({
  userId: uuidSchema,
  userName: v.string(),
  name: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  nationalCode: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  email: v.string(),
});

export const commitmentInputSchema = v.strictObject({
  portfolioContractId: uuidSchema,
  commitmentDesc: v.optional(text(4000)),
});

export const contractIdInputSchema = v.strictObject({ portfolioContractId: uuidSchema });

export const verificationCodeSentSchema = v.object({
  portfolioContractId: uuidSchema,
  /** The mobile number with its middle digits hidden. */
  mobile: v.string(),
  expiresAt: isoInstantSchema,
  codeLength: countSchema,
});

export const uploadContractFileInputSchema = v.strictObject({
  portfolioContractId: uuidSchema,
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  contentType: v.picklist(['application/pdf', 'image/png', 'image/jpeg']),
  /** The file, base64 (at most 5 MB decoded). */
  contentBase64: v.pipe(v.string(), v.minLength(1), v.maxLength(7_000_000)),
  /** Back office: the file is the customer's signed contract (moves SignContract on). */
  isSigned: v.optional(v.boolean(), false),
});

export const contractFileInfoSchema = v.object({
  id: uuidSchema,
  fileName: v.string(),
  contentType: v.string(),
  size: countSchema,
  sha256: v.string(),
});

export const riskQuestionSchema = v.object({
  id: uuidSchema,
  text: v.string(),
  answers: v.array(v.object({ id: uuidSchema, text: v.string(), weight: v.number() })),
});
export const riskQuestionnaireSchema = v.object({
  items: v.array(riskQuestionSchema),
  totalCount: countSchema,
});

export type ContractDto = v.InferOutput<typeof contractSchema>;
export type ContractDetailDto = v.InferOutput<typeof contractDetailSchema>;
export type SaveContractInput = v.InferInput<typeof saveContractInputSchema>;
export type UpdateContractInput = v.InferInput<typeof updateContractInputSchema>;
export type CustomerOfContractDto = v.InferOutput<typeof customerOfContractSchema>;
export type VerificationCodeSentDto = v.InferOutput<typeof verificationCodeSentSchema>;
export type ContractFileInfoDto = v.InferOutput<typeof contractFileInfoSchema>;
export type RiskQuestionDto = v.InferOutput<typeof riskQuestionSchema>;
