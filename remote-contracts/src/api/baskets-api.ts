// /api/app/basket: baskets a customer may choose, and the back office's basket administration.
import { http } from '@crm/shared';
import {
  basketAdminListSchema,
  basketAdminSchema,
  basketListSchema,
  riskScoreResultSchema,
  type BasketInput,
  type RiskScoreInput,
} from '@crm/shared/dto';

const B = '/api/app/basket';
const own = { skipHandleError: true } as const;

/** Baskets on offer up to a risk level (a customer), or every basket (the back office). */
export const offeredBaskets = (maxRiskLevel?: number) =>
  http.get(`${B}/basket-list`, {
    ...own,
    params: { maxRiskLevel, maxResultCount: 100 },
    schema: basketListSchema,
  });

export const saveRiskScore = (input: RiskScoreInput) =>
  http.put(`${B}/basket-info-risk-score`, input, { ...own, schema: riskScoreResultSchema });

export const adminBaskets = (query: {
  filter?: string;
  skipCount: number;
  maxResultCount: number;
}) => http.get(`${B}/basket-admin-list`, { params: query, schema: basketAdminListSchema });

export const createBasket = (input: BasketInput) =>
  http.post(`${B}/create-basket`, input, { ...own, schema: basketAdminSchema });

export const updateBasket = (id: string, input: BasketInput) =>
  http.put(`${B}/update-basket/${id}`, input, { ...own, schema: basketAdminSchema });
