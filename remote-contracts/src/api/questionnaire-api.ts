// /api/app/questionnaire: the questions a customer answers, and the back office's editor.
import { http } from '@crm/shared';
import {
  adminQuestionListSchema,
  riskBandListSchema,
  riskQuestionnaireSchema,
  type QuestionUpdateInput,
  type RiskBandDto,
} from '@crm/shared/dto';
import * as v from 'valibot';

const Q = '/api/app/questionnaire';
const own = { skipHandleError: true } as const;

export const activeQuestions = () =>
  http.get(`${Q}/questions`, { ...own, schema: riskQuestionnaireSchema });

export const riskLevels = () =>
  http.get(`${Q}/risk-levels`, { ...own, schema: riskBandListSchema });

export const allQuestions = () =>
  http.get(`${Q}/all-questions`, { schema: adminQuestionListSchema });

export const createQuestion = (input: Omit<QuestionUpdateInput, 'isActive'>) =>
  http.post(`${Q}/questions`, input, { ...own, schema: v.object({ id: v.string() }) });

export const updateQuestion = (id: string, input: QuestionUpdateInput) =>
  http.put<void>(`${Q}/questions/${id}`, input, own);

export const deleteQuestion = (id: string) => http.delete<void>(`${Q}/questions/${id}`);

export const saveRiskLevels = (bands: RiskBandDto[]) =>
  http.put<void>(`${Q}/risk-levels`, { bands }, own);
