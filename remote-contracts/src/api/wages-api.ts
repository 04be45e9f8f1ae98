// /api/app/portfolio-wage: wage plans (back office) and the plan in force for a basket.
import { http } from '@crm/shared';
import {
  wagePlanListSchema,
  wagePlanSchema,
  wagePlanTermsSchema,
  type WagePlanInput,
} from '@crm/shared/dto';
import * as v from 'valibot';

const W = '/api/app/portfolio-wage';
const own = { skipHandleError: true } as const;

export const listWagePlans = () => http.get(`${W}/wage-plans`, { schema: wagePlanListSchema });

export const createWagePlan = (input: WagePlanInput) =>
  http.post(`${W}/wage-plans`, input, { ...own, schema: wagePlanSchema });

export const updateWagePlan = (id: string, input: WagePlanInput) =>
  http.put(`${W}/wage-plans/${id}`, input, { ...own, schema: wagePlanSchema });

export const deleteWagePlan = (id: string) => http.delete<void>(`${W}/wage-plans/${id}`);

export const basketWagePlan = (basketId: string) =>
  http.get(`${W}/basket-wage-plan/${basketId}`, {
    ...own,
    schema: v.nullable(wagePlanTermsSchema),
  });
