// /api/app/basket: baskets as a customer and the back office see them.
import * as v from 'valibot';
import { countSchema, isoDaySchema, pagedSchema, rialSchema, uuidSchema } from './common';

export const basketKindSchema = v.picklist(['special', 'joint']);
export const basketStateSchema = v.picklist(['active', 'suspended', 'closed']);
export const riskLevelSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** The spec's basket (basketID, basketName, basketCode) without its risk level. */
export const basketWithoutRiskSchema = v.object({
  basketID: uuidSchema,
  basketName: v.string(),
  basketCode: v.string(),
  kind: basketKindSchema,
});

export const basketSchema = v.object({
  ...basketWithoutRiskSchema.entries,
  riskLevel: riskLevelSchema,
  state: basketStateSchema,
  isApproved: v.boolean(),
});

export const basketListSchema = pagedSchema(basketSchema);
export const basketWithoutRiskListSchema = pagedSchema(basketWithoutRiskSchema);

/** The signed-in customer's selected basket with its latest valuation. */
export const currentBasketInfoSchema = v.object({
  ...basketSchema.entries,
  isSelected: v.boolean(),
  /** First and last valued day; null before the first event. */
  fromDate: v.nullable(isoDaySchema),
  toDate: v.nullable(isoDaySchema),
  /** Net asset value of the basket (a joint basket: the whole pool) on `toDate`. */
  nav: v.nullable(rialSchema),
  cash: v.nullable(rialSchema),
  /** Joint basket: the customer's units, the NAV per unit and the value of their units. */
  units: v.nullable(countSchema),
  navPerUnit: v.nullable(v.number()),
  customerValue: v.nullable(rialSchema),
});

export const basketQuerySchema = v.object({
  filter: v.optional(v.pipe(v.string(), v.maxLength(256))),
  kind: v.optional(basketKindSchema),
  maxRiskLevel: v.optional(v.pipe(v.string(), v.transform(Number), riskLevelSchema)),
  skipCount: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '0'),
  maxResultCount: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
    '10',
  ),
});

export const riskAnswerInputSchema = v.strictObject({
  questionId: uuidSchema,
  answerId: uuidSchema,
});

/** PUT basket-info-risk-score: the customer's questionnaire answers for a contract. */
export const riskScoreInputSchema = v.strictObject({
  portfolioContractId: uuidSchema,
  answers: v.pipe(v.array(riskAnswerInputSchema), v.minLength(1), v.maxLength(100)),
});

export const riskScoreResultSchema = v.object({
  portfolioContractId: uuidSchema,
  riskScore: v.number(),
  riskLevel: riskLevelSchema,
  riskLevelTitle: v.string(),
  allowedBaskets: v.array(basketSchema),
});

export type BasketDto = v.InferOutput<typeof basketSchema>;
export type BasketWithoutRiskDto = v.InferOutput<typeof basketWithoutRiskSchema>;
export type BasketListDto = v.InferOutput<typeof basketListSchema>;
export type CurrentBasketInfoDto = v.InferOutput<typeof currentBasketInfoSchema>;
export type RiskScoreInput = v.InferInput<typeof riskScoreInputSchema>;
export type RiskScoreResultDto = v.InferOutput<typeof riskScoreResultSchema>;
