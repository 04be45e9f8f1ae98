// The report calls in the OpenAPI document (openapi/operations.ts includes them).
import * as dto from '@crm/shared/dto';
import type { Operation } from '../openapi/operation';
import { PDF_ROUTE, REPORT_BASE, REPORT_ROUTES } from './report-routes.table';

export const REPORT_OPERATIONS: Readonly<Record<string, Operation>> = {
  ...Object.fromEntries(
    REPORT_ROUTES.map((route): [string, Operation] => [
      `GET ${route.url}`,
      { summary: route.summary, tag: 'Report', query: route.query, response: route.response },
    ]),
  ),
  [`GET ${PDF_ROUTE}`]: {
    summary: 'The asset-state report of a day as a PDF (Persian or English by culture)',
    tag: 'Report',
    query: dto.reportDayQuerySchema,
    response: 'pdf',
  },
};

export const REPORT_PREFIXES = [REPORT_BASE];
