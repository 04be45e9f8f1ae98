// The texts of the asset-state PDF in both cultures.
import type { Culture } from '../../web/culture';

const fa = {
  title: 'گزارش وضعیت دارایی سبد',
  basket: 'سبد',
  code: 'کد سبد',
  date: 'تاریخ گزارش',
  shares: 'سهام، صندوق‌ها و اوراق',
  convertibles: 'حق تقدم‌ها',
  symbol: 'نماد',
  name: 'نام',
  quantity: 'تعداد',
  averageCost: 'میانگین بهای تمام‌شده',
  price: 'قیمت پایانی',
  marketValue: 'ارزش روز',
  unrealisedGain: 'سود و زیان تحقق‌نیافته',
  weight: 'وزن',
  total: 'جمع',
  none: 'موردی وجود ندارد.',
  balanceSheet: 'ترازنامه',
  cash: 'وجه نقد',
  securities: 'اوراق بهادار به ارزش روز',
  receivables: 'مطالبات (فروش‌های تسویه‌نشده)',
  totalAssets: 'جمع دارایی‌ها',
  payables: 'بدهی (خریدهای تسویه‌نشده)',
  accruedWages: 'کارمزد مدیریت تعلق‌گرفته',
  totalLiabilities: 'جمع بدهی‌ها',
  netAssets: 'ارزش خالص دارایی‌ها',
  yourUnits: 'واحدهای شما',
  yourValue: 'ارزش واحدهای شما',
  unit: 'ریال',
  page: 'صفحه',
  of: 'از',
  generated: 'تهیه‌شده در',
};

type Texts = Record<keyof typeof fa, string>;

const en: Texts = {
  title: 'Basket asset state report',
  basket: 'Basket',
  code: 'Basket code',
  date: 'Report date',
  shares: 'Shares, funds and bonds',
  convertibles: 'Rights',
  symbol: 'Symbol',
  name: 'Name',
  quantity: 'Quantity',
  averageCost: 'Average cost',
  price: 'Closing price',
  marketValue: 'Market value',
  unrealisedGain: 'Unrealised gain',
  weight: 'Weight',
  total: 'Total',
  none: 'None.',
  balanceSheet: 'Balance sheet',
  cash: 'Cash',
  securities: 'Securities at market',
  receivables: 'Receivables (unsettled sells)',
  totalAssets: 'Total assets',
  payables: 'Payables (unsettled buys)',
  accruedWages: 'Accrued management fee',
  totalLiabilities: 'Total liabilities',
  netAssets: 'Net asset value',
  yourUnits: 'Your units',
  yourValue: 'Value of your units',
  unit: 'IRR',
  page: 'Page',
  of: 'of',
  generated: 'Generated on',
};

export type PdfTexts = Texts;

export function pdfTexts(culture: Culture): PdfTexts {
  return culture === 'fa' ? fa : en;
}
