// What the back office sends to change the questionnaire: a new question with its weighted
// answers, and the score bands of the risk levels.
import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
export const questionInputSchema = v.strictObject({
  text,
  sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
  answers: v.pipe(
    v.array(
      v.strictObject({
        text,
        weight: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
      }),
    ),
    v.minLength(2),
    v.maxLength(10),
  ),
});
export const bandsInputSchema = v.strictObject({
  bands: v.pipe(
    v.array(
      v.strictObject({
        level: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
        minScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
        title: text,
      }),
    ),
    v.minLength(1),
    v.maxLength(5),
    // One band per level: the level is the band's key.
    v.check(
      (bands) => new Set(bands.map((band) => band.level)).size === bands.length,
      'Each risk level may have one band only.',
    ),
  ),
});

export type QuestionInput = v.InferOutput<typeof questionInputSchema>;
export type BandsInput = v.InferOutput<typeof bandsInputSchema>;
