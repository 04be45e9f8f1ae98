// The question form: the text, its place in the order, whether customers see it, and two to ten
// answers, each with a whole-number weight (0–1000) that adds to the customer's risk score.
import type { AdminQuestionDto, QuestionUpdateInput } from '@crm/shared/dto';
import { range, required, textSchema, validatorAction } from '@crm/shared/validation';
import * as v from 'valibot';

export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 10;
const MAX_WEIGHT = 1000;

export interface AnswerValues {
  id: string | null;
  text: string;
  weight: number | null;
}

export interface QuestionFormValues {
  text: string;
  sortOrder: number | null;
  isActive: boolean;
  answers: AnswerValues[];
}

const wholeNumber = (max: number) =>
  v.pipe(
    v.nullable(v.number()),
    validatorAction<number | null>(required()),
    validatorAction<number | null>(range({ min: 0, max })),
    validatorAction<number | null>((value) =>
      value === null || Number.isInteger(value) ? null : { key: 'integer' },
    ),
  );

export const questionFormSchema = v.object({
  text: textSchema({ maxLength: 1000 }),
  sortOrder: wholeNumber(10_000),
  isActive: v.boolean(),
  answers: v.pipe(
    v.array(
      v.object({
        id: v.nullable(v.string()),
        text: textSchema({ maxLength: 1000 }),
        weight: wholeNumber(MAX_WEIGHT),
      }),
    ),
    validatorAction<AnswerValues[]>((answers) =>
      answers.length < MIN_ANSWERS
        ? {
            key: 'minlength',
            params: { requiredLength: MIN_ANSWERS, actualLength: answers.length },
          }
        : answers.length > MAX_ANSWERS
          ? {
              key: 'maxlength',
              params: { requiredLength: MAX_ANSWERS, actualLength: answers.length },
            }
          : null,
    ),
  ),
});

export const emptyAnswer = (): AnswerValues => ({ id: null, text: '', weight: null });

export function newQuestionValues(nextOrder: number): QuestionFormValues {
  return {
    text: '',
    sortOrder: nextOrder,
    isActive: true,
    answers: [emptyAnswer(), emptyAnswer()],
  };
}

export function questionValues(question: AdminQuestionDto): QuestionFormValues {
  return {
    text: question.text,
    sortOrder: question.sortOrder,
    isActive: question.isActive,
    answers: question.answers.map((a) => ({ id: a.id, text: a.text, weight: a.weight })),
  };
}

export function toQuestionInput(values: QuestionFormValues): QuestionUpdateInput {
  return {
    text: values.text,
    sortOrder: values.sortOrder ?? 0,
    isActive: values.isActive,
    answers: values.answers.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      text: a.text,
      weight: a.weight ?? 0,
    })),
  };
}

/** The questions in their order with one moved up or down (the two swap their sort orders). */
export function moveQuestion(
  questions: readonly AdminQuestionDto[],
  id: string,
  direction: -1 | 1,
): [AdminQuestionDto, AdminQuestionDto] | null {
  const ordered = [...questions].sort((a, b) => a.sortOrder - b.sortOrder);
  const index = ordered.findIndex((q) => q.id === id);
  const other = ordered[index + direction];
  if (index < 0 || !other) return null;
  const moved = ordered[index]!;
  const sameOrder = moved.sortOrder === other.sortOrder;
  return [
    { ...moved, sortOrder: other.sortOrder + (sameOrder ? direction : 0) },
    { ...other, sortOrder: moved.sortOrder },
  ];
}
