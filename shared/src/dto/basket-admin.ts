// Back office: creating and changing baskets (kind, risk level, state, approval).
import * as v from 'valibot';
import { basketKindSchema, basketSchema, basketStateSchema, riskLevelSchema } from './basket';
import { uuidSchema } from './common';

export const basketInputSchema = v.strictObject({
  basketCode: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32), v.regex(/^[\w-]+$/)),
  basketName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  kind: basketKindSchema,
  riskLevel: riskLevelSchema,
  state: v.optional(basketStateSchema, 'active'),
  isApproved: v.optional(v.boolean(), false),
});

/** A basket as the back office manages it: with its members and the wage plan in force. */
export const basketAdminSchema = v.object({
  ...basketSchema.entries,
  memberCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  wagePlanId: v.nullable(uuidSchema),
  wagePlanTitle: v.nullable(v.string()),
});

export const basketAdminListSchema = v.object({
  items: v.array(basketAdminSchema),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type BasketInput = v.InferInput<typeof basketInputSchema>;
export type BasketAdminDto = v.InferOutput<typeof basketAdminSchema>;
