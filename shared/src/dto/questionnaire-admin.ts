// Back office: the risk questionnaire as it is edited — every question (active or not) in its
// order, answers with weights — and the score bands of the risk levels.
import * as v from 'valibot';
import { riskLevelSchema } from './basket';
import { uuidSchema } from './common';

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
export const answerWeightSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

export const adminAnswerSchema = v.object({ id: uuidSchema, text: v.string(), weight: v.number() });

export const adminQuestionSchema = v.object({
  id: uuidSchema,
  text: v.string(),
  sortOrder: v.number(),
  isActive: v.boolean(),
  answers: v.array(adminAnswerSchema),
});

export const adminQuestionListSchema = v.object({
  items: v.array(adminQuestionSchema),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A question to save: answers with an id are changed, without one added, missing ones removed. */
export const questionUpdateSchema = v.strictObject({
  text,
  sortOrder: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  isActive: v.boolean(),
  answers: v.pipe(
    v.array(
      v.strictObject({ id: v.optional(v.nullable(uuidSchema)), text, weight: answerWeightSchema }),
    ),
    v.minLength(2),
    v.maxLength(10),
  ),
});

export const riskBandSchema = v.object({
  level: riskLevelSchema,
  minScore: v.number(),
  title: v.string(),
});
export const riskBandListSchema = v.object({ items: v.array(riskBandSchema) });

export type AdminQuestionDto = v.InferOutput<typeof adminQuestionSchema>;
export type QuestionUpdateInput = v.InferInput<typeof questionUpdateSchema>;
export type RiskBandDto = v.InferOutput<typeof riskBandSchema>;
