// Route samples of the business routes (baskets, contracts, questionnaire, wages, reports,
// utilities, import); their schemas are in the OpenAPI document (see route-catalogue.ts).
import { PDF_ROUTE, REPORT_ROUTES } from '../../../src/reports/report-routes.table';
import type { RouteSample } from './route-sample';
import type { TenantSamples } from './samples';

const B = '/api/app/basket';
const C = '/api/app/portfolio-contract';
const Q = '/api/app/questionnaire';
const W = '/api/app/portfolio-wage';
const basket = { params: { id: 'basket' } } as const;
const contract = { params: { id: 'contract' } } as const;
const byContract = (s: TenantSamples) => ({ portfolioContractId: s.contract[0] });

const basketBody = () => ({
  basketCode: 'FZ-1',
  basketName: 'سبد آزمون',
  kind: 'special',
  riskLevel: 3,
  state: 'active',
  isApproved: false,
});
const questionBody = () => ({
  text: 'پرسش آزمون',
  answers: [
    { text: 'کم', weight: 1 },
    { text: 'زیاد', weight: 3 },
  ],
});
const wageBody = () => ({
  title: 'طرح آزمون',
  basketKind: 'joint',
  riskLevel: 5,
  managementFeePercent: 1.5,
  performanceFeePercent: 10,
  hurdlePercent: 0,
  effectiveFrom: '2030-01-01',
  effectiveTo: '2030-12-31',
});

/** A report names a basket (or an instrument) in its query, but for the caller's own lists. */
function reportSample(url: string, namesRows: boolean): [string, RouteSample] {
  return [
    `GET ${url}`,
    {
      query: (s) => ({
        basketId: s.basket[0]!,
        instrumentId: s.instrument[0]!,
        date: '2024-01-07',
        fromDate: '2024-01-01',
        toDate: '2024-01-31',
      }),
      namesRows,
    },
  ];
}

const namesRow = (query: { entries: object }) =>
  'basketId' in query.entries || 'instrumentId' in query.entries;

export const BUSINESS_SAMPLES: Readonly<Record<string, RouteSample>> = {
  ...Object.fromEntries([
    ...REPORT_ROUTES.map((r) => reportSample(r.url, namesRow(r.query))),
    reportSample(PDF_ROUTE, true),
  ]),
  [`GET ${B}/basket-list`]: { query: () => ({ kind: 'special', maxResultCount: '50' }) },
  [`GET ${B}/basket-list-with-out-risk-value`]: { query: () => ({ maxResultCount: '50' }) },
  [`PUT ${B}/basket-id/:id`]: basket,
  [`GET ${B}/to-date-for-basket/:id`]: basket,
  [`GET ${B}/from-date-for-basket/:id`]: basket,
  [`GET ${B}/basket-admin-list`]: { query: () => ({ filter: 'سبد', maxResultCount: '50' }) },
  [`POST ${B}/create-basket`]: { body: basketBody },
  [`PUT ${B}/update-basket/:id`]: {
    ...basket,
    body: (s) => ({ ...basketBody(), basketCode: s.basketCode[0], isApproved: true }),
  },
  [`PUT ${B}/basket-info-risk-score`]: {
    body: (s) => ({
      ...byContract(s),
      answers: [{ questionId: s.question[0], answerId: s.answer[0] }],
    }),
    namesRows: true,
  },
  [`POST ${C}/save-portfolio-contract`]: {
    body: () => ({ stateCode: 'CompleteUserInformation', nationalCode: '', basketId: null }),
  },
  [`POST ${C}/update-portfolio-contract`]: {
    body: (s) => ({ id: s.contract[0], firstName: 'نگار', address: 'تهران' }),
    namesRows: true,
  },
  [`POST ${C}/update-portfolio-contract-duration/:id`]: {
    ...contract,
    query: () => ({ contractDuration: '6' }),
  },
  [`DELETE ${C}/portfolio-contract/:id`]: contract,
  [`GET ${C}/portfolio-contracts`]: { query: () => ({ maxResultCount: '50' }) },
  [`GET ${C}/:id/portfolio-contract-by-id`]: contract,
  [`GET ${C}/basket-info-by-portfolio-contract-id/:id`]: contract,
  [`GET ${C}/customer-by-portfolio-contract-id/:id`]: contract,
  [`POST ${C}/move-contact-info-to-crm/:id`]: contract,
  [`GET ${C}/:id/contract-file`]: contract,
  [`POST ${C}/download-contract-file/:id`]: contract,
  [`POST ${C}/upload-contract-file`]: {
    body: (s) => ({
      ...byContract(s),
      fileName: 'قرارداد.pdf',
      contentType: 'application/pdf',
      contentBase64: Buffer.from('%PDF-1.4 fuzz').toString('base64'),
    }),
    namesRows: true,
  },
  [`POST ${C}/commitment-letter`]: { body: byContract, namesRows: true },
  [`POST ${C}/save-commitment-desc`]: {
    body: (s) => ({ ...byContract(s), commitmentDesc: 'خواندم' }),
    namesRows: true,
  },
  [`POST ${C}/send-verification-code`]: { body: byContract, namesRows: true },
  [`POST ${C}/:id/save-contract-file`]: { ...contract, query: () => ({ code: '123456' }) },
  'GET /api/app/sms-outbox': { query: () => ({ mobile: '09121234567', maxResultCount: '20' }) },
  [`POST ${Q}/questions`]: { body: questionBody },
  [`PUT ${Q}/questions/:id`]: {
    params: { id: 'question' },
    body: () => ({ ...questionBody(), sortOrder: 1, isActive: true }),
  },
  [`DELETE ${Q}/questions/:id`]: { params: { id: 'question' } },
  [`PUT ${Q}/risk-levels`]: {
    body: () => ({
      bands: [1, 2, 3, 4, 5].map((level) => ({
        level,
        minScore: level * 2,
        title: `سطح ${level}`,
      })),
    }),
  },
  [`POST ${W}/wage-plans`]: { body: wageBody },
  [`PUT ${W}/wage-plans/:id`]: { params: { id: 'wagePlan' }, body: wageBody },
  [`DELETE ${W}/wage-plans/:id`]: { params: { id: 'wagePlan' } },
  [`GET ${W}/basket-wage-plan/:id`]: basket,
  'POST /api/app/setting/convert-number-to-text': { query: () => ({ number: '۱۲۳٬۴۵۶' }) },
  'POST /api/app/import/:kind': {
    params: { kind: 'importKind' },
    contentType: 'text/csv',
    body: (s) =>
      `basket,date,isin,side,quantity,price,commission,tax\n${s.basketCode[0]},2024-01-07,${s.instrument[0]},buy,1,1000,0,0`,
    namesRows: true,
  },
};
