// The report calls the benchmark loads, each for a basket of the signed-in customer.
export interface BasketUnderTest {
  basketId: string;
  kind: 'special' | 'joint';
  fromDate: string;
  toDate: string;
  headers: Record<string, string>;
}

export interface Endpoint {
  name: string;
  /** Which baskets it applies to. */
  kinds: readonly ('special' | 'joint')[];
  url: (basket: BasketUnderTest) => string;
}

const R = '/api/app/report';
const B = '/api/app/basket';
const both = ['special', 'joint'] as const;
const yearAgo = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

export const ENDPOINTS: readonly Endpoint[] = [
  { name: 'dashboard', kinds: both, url: (b) => `${R}/dashboard?basketId=${b.basketId}` },
  {
    name: 'portfolio-status',
    kinds: both,
    url: (b) => `${R}/portfolio-status?basketId=${b.basketId}`,
  },
  {
    name: 'portfolio-status (mid-month day)',
    kinds: both,
    url: (b) =>
      `${R}/portfolio-status?basketId=${b.basketId}&date=${yearAgo(b.toDate).slice(0, 8)}17`,
  },
  {
    name: 'asset-composition',
    kinds: both,
    url: (b) => `${R}/asset-composition?basketId=${b.basketId}`,
  },
  { name: 'balance-sheet', kinds: both, url: (b) => `${R}/balance-sheet?basketId=${b.basketId}` },
  {
    name: 'turnover (1 year, page 1)',
    kinds: both,
    url: (b) => `${R}/turnover?basketId=${b.basketId}&fromDate=${yearAgo(b.toDate)}`,
  },
  { name: 'twrr (since start)', kinds: both, url: (b) => `${R}/twrr?basketId=${b.basketId}` },
  { name: 'mwrr (since start)', kinds: both, url: (b) => `${R}/mwrr?basketId=${b.basketId}` },
  {
    name: 'share-deals (sorted, page 1)',
    kinds: ['special'],
    url: (b) => `${R}/share-deals?basketId=${b.basketId}&sorting=netAmount%20desc`,
  },
  {
    name: 'joint-share-deals',
    kinds: ['joint'],
    url: (b) => `${R}/joint-share-deals?basketId=${b.basketId}`,
  },
  {
    name: 'special-basket-financial',
    kinds: ['special'],
    url: (b) => `${R}/special-basket-financial?basketId=${b.basketId}`,
  },
  {
    name: 'basket-share-asset-state',
    kinds: both,
    url: (b) => `${B}/basket-share-asset-state?basketId=${b.basketId}`,
  },
  {
    name: 'basket-share-convertible-asset-state',
    kinds: both,
    url: (b) => `${B}/basket-share-convertible-asset-state?basketId=${b.basketId}`,
  },
  {
    name: 'basket-joint-share-asset-state',
    kinds: ['joint'],
    url: (b) => `${B}/basket-joint-share-asset-state?basketId=${b.basketId}`,
  },
  {
    name: 'basket-asset-state-report',
    kinds: both,
    url: (b) => `${B}/basket-asset-state-report?basketId=${b.basketId}`,
  },
  { name: 'held-instruments', kinds: both, url: () => `${R}/held-instruments` },
];

export const PDF_ENDPOINT: Endpoint = {
  name: 'basket-asset-state-report-pdf',
  kinds: both,
  url: (b) => `${B}/basket-asset-state-report-pdf?basketId=${b.basketId}`,
};
